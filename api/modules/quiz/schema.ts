// The Quiz type, loading one for /q/{slug}, and answering one item.
import { InputValidationError } from '@pothos/plugin-validation';
import { z } from 'zod';
import { AuthError, GoneError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { builder } from '../../schema/builder.ts';
import { primeWithVote } from '../../schema/loaders.ts';
import type { QuizRow } from './service.ts';

export const QuizRef = builder.objectRef<QuizRow>('Quiz');

const QuizProgressRef = builder
  .objectRef<{ answered: number; total: number; completed: boolean }>('QuizProgress')
  .implement({
    description: "The viewer's progress through a quiz.",
    fields: (t) => ({
      answered: t.exposeInt('answered', { description: 'Items answered (voted on).' }),
      total: t.exposeInt('total', { description: 'Items in the quiz.' }),
      completed: t.exposeBoolean('completed', { description: 'Every item is answered.' }),
    }),
  });

QuizRef.implement({
  description: 'An ordered list of opinions, each keyed to one element of one report.',
  fields: (t) => ({
    slug: t.exposeString('slug', { description: 'URL name: /q/{slug}.' }),
    title: t.exposeString('title', { description: 'The quiz title.' }),
    description: t.exposeString('description', { description: 'What the quiz is about (Desc in the REST API).' }),
    reportName: t.exposeString('reportName', { description: 'The report this quiz scores (mac, bigfive, ..., opiniondna).' }),
    opinionIds: t.intList({
      description: 'The quiz opinions, numeric ids in quiz order (OpinionIDs in the REST API).',
      resolve: (quiz) => quiz.items.map((item) => item.opinionId),
    }),
    opinions: t.prismaField({
      type: ['Opinion'],
      description: 'The quiz opinions in quiz order.',
      resolve: (query, quiz, _args, context) =>
        context.services.opinions.byIds(
          quiz.items.map((item) => item.opinionId),
          query,
        ),
    }),
    viewerProgress: t.field({
      type: QuizProgressRef,
      description: "The viewer's progress (the quiz query needs a logged-in viewer).",
      resolve: (quiz, _args, context) => context.services.quizzes.progressOf(context.viewer!.userId, quiz),
    }),
    demographicsNeeded: t.boolean({
      description: 'True until the viewer has answered every personal-details question.',
      resolve: (_quiz, _args, context) => context.services.quizzes.demographicsNeeded(context.viewer!.userId),
    }),
  }),
});

builder.queryField('quiz', (t) =>
  t.field({
    type: QuizRef,
    description: 'A quiz by slug (cut at the first % or &). Needs a logged-in user.',
    authScopes: { loggedIn: true },
    args: { slug: t.arg.string({ required: true, description: 'The quiz slug.' }) },
    errors: { types: [AuthError, NotFoundError], directResult: true, union: { name: 'QuizLookup' } },
    resolve: (_root, args, context) => context.services.quizzes.requireQuiz(args.slug),
  }),
);

const AnswerQuizInput = builder.inputType('AnswerQuizInput', {
  description: 'One answer: a vote on one opinion of the quiz.',
  fields: (t) => ({
    slug: t.string({ required: true, description: 'The quiz slug.' }),
    opinionId: t.globalID({ required: true, description: 'The quiz opinion (global id).' }),
    rating: t.int({
      required: true,
      description: '1 Strongly Agree, 2 Agree, 3 Neutral, 4 Disagree, 5 Strongly Disagree.',
      validate: z.number().int().min(1, 'Rating must be from 1 to 5').max(5, 'Rating must be from 1 to 5'),
    }),
  }),
});

const QuizAnswerRef = builder.objectRef<{ quiz: QuizRow; opinionId: number }>('QuizAnswer').implement({
  description: 'The quiz after an answer, and the opinion answered.',
  fields: (t) => ({
    quiz: t.field({ type: QuizRef, description: 'The quiz, with the new progress.', resolve: (answer) => answer.quiz }),
    opinion: t.prismaField({
      type: 'Opinion',
      description: 'The answered opinion, with its new vote counts and the viewer rating.',
      resolve: (query, answer, _args, context) => context.services.opinions.byId(answer.opinionId, query),
    }),
  }),
});

builder.mutationField('answerQuiz', (t) =>
  t.field({
    type: QuizAnswerRef,
    description: 'Answer one quiz item (a vote on its opinion). Needs a logged-in user with personal details.',
    authScopes: { loggedIn: true },
    errors: { types: [InputValidationError, ValidationError, AuthError, NotFoundError, GoneError] },
    args: { input: t.arg({ type: AnswerQuizInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const opinionId = input.opinionId.typename === 'Opinion' ? Number(input.opinionId.id) : Number.NaN;
      if (!Number.isSafeInteger(opinionId)) {
        throw new ValidationError('This opinion is not part of this quiz', [{ path: ['opinionId'], message: 'Not in this quiz' }]);
      }
      const { quiz, vote } = await context.services.quizzes.answer(context.viewer!.userId, input.slug, opinionId, input.rating);
      // The answer shows the counts and rating the vote computed, not a second read of them.
      primeWithVote(context.loaders, vote);
      return { quiz, opinionId };
    },
  }),
);
