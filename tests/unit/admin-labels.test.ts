// The admin hub's words (client/pages/adminHub/admin-labels.ts): how the audit log reads the user
// tag actions' before and after (a name changed, a tag deleted with its members, a member's tags
// as lists), and a searchable list's status line.
import { describe, expect, it } from 'vitest';
import { changesOf, listStatus } from '../../client/pages/adminHub/admin-labels.ts';

describe('audit log changes of user tag actions', () => {
  it('reads a rename and a deletion', () => {
    expect(changesOf('{"name":"Autumn cohort"}', '{"name":"Autumn panel"}')).toEqual(['Name: Autumn cohort → Autumn panel']);
    expect(changesOf('{"name":"Short-lived","members":3}', null)).toEqual(['Name (before): Short-lived', 'Members (before): 3']);
    expect(changesOf(null, '{"name":"Spring panel"}')).toEqual(['Name: Spring panel']);
  });

  it("reads a member's tags before and after as lists, none for an empty one", () => {
    expect(changesOf('{"tags":[]}', '{"tags":["Pilot group"]}')).toEqual(['Tags: none → Pilot group']);
    expect(changesOf('{"tags":["Alpha testers","Pilot group"]}', '{"tags":["Alpha testers"]}')).toEqual(['Tags: Alpha testers, Pilot group → Alpha testers']);
  });
});

describe('a hub list status line', () => {
  const words = { one: 'tag', many: 'tags', noMatch: 'No tag matches', none: 'No user tags yet' };
  const list = { pending: false, filter: null, count: 0, hasNextPage: false };

  it('says how many rows are shown or found, and whether more follow', () => {
    expect(listStatus({ ...list, count: 1 }, words)).toBe('1 tag shown');
    expect(listStatus({ ...list, count: 20, hasNextPage: true }, words)).toBe('20 tags shown, more below');
    expect(listStatus({ ...list, count: 2, filter: 'pan' }, words)).toBe('2 tags found for “pan”');
  });

  it('says why there are none, and that a new search is on its way', () => {
    expect(listStatus(list, words)).toBe('No user tags yet');
    expect(listStatus({ ...list, filter: 'zzz' }, words)).toBe('No tag matches “zzz”');
    expect(listStatus({ ...list, pending: true, count: 5 }, words)).toBe('Updating ...');
  });
});
