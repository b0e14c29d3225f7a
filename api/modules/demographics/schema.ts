// Personal details: the questions and answer sets (public), the viewer's own answers (only ever
// the viewer's: there is no field that reads another person's), and saving them.
import { InputValidationError } from '@pothos/plugin-validation';
import { DEMOGRAPHIC_QUESTIONS, type AnswerOption, type DemographicQuestion } from '../../domain/demographic-answers.ts';
import type { DemographicAnswers } from '../../domain/demographics.ts';
import { AuthError, ValidationError } from '../../domain/errors.ts';
import { builder } from '../../schema/builder.ts';
import { ViewerRef } from '../user/schema.ts';

const AnswerOptionRef = builder.objectRef<AnswerOption>('DemographicAnswerOption').implement({
  description: 'One answer of a personal details question.',
  fields: (t) => ({
    value: t.exposeString('value', { description: 'The value stored and sent back (e.g. "50", "gb").' }),
    label: t.exposeString('label', { description: 'The label shown (e.g. "Bachelor\'s degree", "UK").' }),
  }),
});

const DemographicQuestionRef = builder.objectRef<DemographicQuestion>('DemographicQuestion').implement({
  description: 'One question of the personal details form.',
  fields: (t) => ({
    field: t.exposeString('field', { description: 'The field name (gender, birthYear, nationality, ...).' }),
    label: t.exposeString('label', { description: 'The question as the form labels it.' }),
    kind: t.exposeString('kind', { description: '"number" (birth year) or "select".' }),
    options: t.field({
      type: [AnswerOptionRef],
      description: 'The answers of a select, in the order shown; empty for numbers.',
      resolve: (question) => question.options,
    }),
  }),
});

export const DemographicsRef = builder.objectRef<DemographicAnswers>('Demographics').implement({
  description: "A person's own demographic answers; null where not given. Readable only by that person.",
  fields: (t) => ({
    gender: t.exposeString('gender', { nullable: true, description: 'male, female or non-binary.' }),
    birthYear: t.exposeInt('birthYear', { nullable: true, description: 'Year of birth.' }),
    nationality: t.exposeString('nationality', { nullable: true, description: 'ISO 3166-1 alpha-2 code, lower case.' }),
    education: t.exposeInt('education', { nullable: true, description: '10 (no formal schooling) .. 70 (doctorate).' }),
    maritalStatus: t.exposeString('maritalStatus', { nullable: true, description: 'single, relationship, married, ...' }),
    householdIncome: t.exposeInt('householdIncome', { nullable: true, description: '10, 20, 35, 50, 75, 100 or 200.' }),
    sexualOrientation: t.exposeString('sexualOrientation', { nullable: true, description: 'asexual, bisexual, ...' }),
    religion: t.exposeString('religion', { nullable: true, description: 'none, agnostic, atheist, ...' }),
    politicalSpectrum: t.exposeInt('politicalSpectrum', { nullable: true, description: '1 Left .. 100 Right.' }),
    numChildren: t.exposeInt('numChildren', { nullable: true, description: '-1 none, or 1..20.' }),
  }),
});

builder.objectField(ViewerRef, 'demographics', (t) =>
  t.field({
    type: DemographicsRef,
    nullable: true,
    description: "The viewer's own personal details; null when logged out.",
    resolve: (viewer, _args, context) =>
      viewer.identity ? context.services.demographics.answersOf(viewer.identity.userId) : null,
  }),
);

const SetDemographicsInput = builder.inputType('SetDemographicsInput', {
  description: 'Personal details. An absent field stays as it is; null clears it.',
  fields: (t) => ({
    gender: t.string({ description: 'male, female or non-binary.' }),
    birthYear: t.int({ description: 'Year of birth, 1900 to the current year.' }),
    nationality: t.string({ description: 'ISO 3166-1 alpha-2 code.' }),
    education: t.int({ description: '10, 20, ... 70.' }),
    maritalStatus: t.string({ description: 'One of the marital status answers.' }),
    householdIncome: t.int({ description: '10, 20, 35, 50, 75, 100 or 200.' }),
    sexualOrientation: t.string({ description: 'One of the sexual orientation answers.' }),
    religion: t.string({ description: 'One of the religion answers.' }),
    politicalSpectrum: t.int({ description: '1, 25, 50, 75 or 100.' }),
    numChildren: t.int({ description: '-1 (none) or 1..20.' }),
  }),
});

builder.queryFields((t) => ({
  demographicQuestions: t.field({
    type: [DemographicQuestionRef],
    description: 'The personal details questions with their answer sets, in form order.',
    resolve: () => DEMOGRAPHIC_QUESTIONS,
  }),
  myDemographics: t.field({
    type: DemographicsRef,
    description: 'The logged-in person\'s own personal details.',
    authScopes: { loggedIn: true },
    errors: { types: [AuthError] },
    resolve: (_root, _args, context) => context.services.demographics.answersOf(context.viewer!.userId),
  }),
}));

builder.mutationField('setDemographics', (t) =>
  t.field({
    type: ViewerRef,
    description: 'Save your personal details. Every answer is checked first; on any problem nothing is saved.',
    authScopes: { loggedIn: true },
    errors: { types: [InputValidationError, ValidationError, AuthError] },
    args: { input: t.arg({ type: SetDemographicsInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await context.services.demographics.setAnswers(context.viewer!.userId, { ...input });
      return { identity: context.viewer };
    },
  }),
);
