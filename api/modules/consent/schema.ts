// Cookie consent logging and e-mail preferences.
import { AuthError, NotFoundError, RateLimitError, ValidationError } from '../../domain/errors.ts';
import { builder } from '../../schema/builder.ts';
import type { EmailPreferences } from './service.ts';

const CookieChoiceInput = builder.inputType('CookieChoiceInput', {
  description: "A cookie banner choice, kept as a record of the person's consent.",
  fields: (t) => ({
    loadThirdParty: t.boolean({ required: true, description: 'True for "Accept all", false for "Only essential".' }),
    accepted: t.boolean({ required: false, defaultValue: true, description: 'The banner was answered.' }),
    level: t.int({ required: false, defaultValue: 1, description: 'Consent level the banner logs (1).' }),
    version: t.string({ required: true, description: 'Version of the cookie notice shown.' }),
    url: t.string({ required: true, description: 'The page the choice was made on (only its path is kept).' }),
  }),
});

const EmailPreferencesRef = builder.objectRef<EmailPreferences>('EmailPreferences').implement({
  description: 'Which e-mails a person wants.',
  fields: (t) => ({
    newsletter: t.exposeBoolean('newsletter', { description: 'The newsletter.' }),
    notifications: t.exposeBoolean('notifications', { description: 'E-mails about replies, good points and milestones.' }),
    productUpdates: t.exposeBoolean('productUpdates', { description: 'News about Opinio itself.' }),
    link: t.exposeString('link', { description: 'The preferences page address with its token, for links in e-mails.' }),
  }),
});

const EmailPreferencesInput = builder.inputType('EmailPreferencesInput', {
  description: 'New e-mail preferences, for the logged-in user or the holder of a preferences link token.',
  fields: (t) => ({
    token: t.string({ required: false, description: 'The t parameter of the preferences link; omit when logged in.' }),
    newsletter: t.boolean({ required: true, description: 'The newsletter.' }),
    notifications: t.boolean({ required: true, description: 'E-mails about replies, good points and milestones.' }),
    productUpdates: t.boolean({ required: true, description: 'News about Opinio itself.' }),
  }),
});

builder.queryField('emailPreferences', (t) =>
  t.field({
    type: EmailPreferencesRef,
    description: 'Your e-mail preferences (logged in), or those a preferences link token opens.',
    errors: { types: [AuthError, NotFoundError] },
    args: { token: t.arg.string({ required: false, description: 'The t parameter of the preferences link.' }) },
    resolve: (_root, args, context) =>
      context.services.consent.emailPreferences({ userId: context.viewer?.userId ?? null, token: args.token ?? null }),
  }),
);

builder.mutationFields((t) => ({
  logCookieChoice: t.boolean({
    description: 'Record a cookie banner choice. Logged in or not.',
    errors: { types: [ValidationError, RateLimitError] },
    args: { input: t.arg({ type: CookieChoiceInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await context.services.consent.logCookieChoice(
        context.viewer?.userId ?? null,
        { ...input, accepted: input.accepted ?? true, level: input.level ?? 1 },
        context.clientAddress,
      );
      return true;
    },
  }),
  setEmailPreferences: t.field({
    type: EmailPreferencesRef,
    description: 'Save e-mail preferences.',
    errors: { types: [AuthError, NotFoundError] },
    args: { input: t.arg({ type: EmailPreferencesInput, required: true }) },
    resolve: (_root, { input }, context) =>
      context.services.consent.setEmailPreferences(
        { userId: context.viewer?.userId ?? null, token: input.token ?? null },
        { newsletter: input.newsletter, notifications: input.notifications, productUpdates: input.productUpdates },
      ),
  }),
}));
