import { expect } from '@open-wc/testing';
import { findActiveEntry, itemMatches, matchScore } from './active-entry.js';
import type { SidebarSection } from './sidebar-types.js';

const origin = 'https://portal.example';
const url = (path: string) => new URL(path, origin);

describe('matchScore', () => {
  it('matches equal paths, ignoring a trailing slash', () => {
    expect(matchScore('/projects', url('/projects'))).to.be.greaterThan(0);
    expect(matchScore('/projects/', url('/projects'))).to.be.greaterThan(0);
    expect(matchScore('/projects', url('/projects/'))).to.be.greaterThan(0);
  });

  it('matches sub-paths on a segment boundary only', () => {
    expect(matchScore('/admin/ceph', url('/admin/ceph/users'))).to.be.greaterThan(0);
    expect(matchScore('/admin/ceph', url('/admin/cephx'))).to.equal(-1);
  });

  it('honours exact and never treats / as a prefix', () => {
    expect(matchScore('/projects', url('/projects/7'), true)).to.equal(-1);
    expect(matchScore('/', url('/projects'))).to.equal(-1);
    expect(matchScore('/', url('/'))).to.be.greaterThan(0);
  });

  it('requires the query parameters of the href and prefers a longer match', () => {
    expect(matchScore('/admin/siem/cases?status=mine', url('/admin/siem/cases'))).to.equal(-1);
    const mine = matchScore('/admin/siem/cases?status=mine', url('/admin/siem/cases?status=mine&page=2'));
    const all = matchScore('/admin/siem/cases', url('/admin/siem/cases?status=mine&page=2'));
    expect(mine).to.be.greaterThan(all);
    expect(
      matchScore('/admin/services/show-deleted-services', url('/admin/services/show-deleted-services')),
    ).to.be.greaterThan(matchScore('/admin/services', url('/admin/services/show-deleted-services')));
  });

  it('never matches another origin', () => {
    expect(matchScore('https://docs.example/projects', url('/projects'))).to.equal(-1);
    expect(matchScore(`${origin}/projects`, url('/projects'))).to.be.greaterThan(0);
  });
});

describe('findActiveEntry', () => {
  const sections: SidebarSection[] = [
    {
      name: 'client',
      items: [
        { name: 'Dashboard', href: '/' },
        { name: 'Payments', href: '/payments', matchHrefs: ['/invoices', '/orders'] },
        {
          name: 'Services',
          href: '/services',
          collapsible: true,
          children: [
            { name: 'VPS', href: '/services/vps' },
            { name: 'Colocation', href: '/services/colocation' },
          ],
        },
      ],
    },
    {
      name: 'admin',
      displayLabel: 'Administracja',
      items: [
        { name: 'Services', href: '/admin/services' },
        { name: 'Deleted services', href: '/admin/services/show-deleted-services', exact: true },
        {
          name: 'Cases',
          href: '/admin/siem/cases',
          children: [{ name: 'My cases', href: '/admin/siem/cases?status=mine' }],
        },
      ],
    },
  ];

  const active = (path: string) => findActiveEntry(sections, path, origin)?.item.name;

  it('finds exact, prefix and matchHrefs entries; the longest match wins', () => {
    expect(active('/')).to.equal('Dashboard');
    expect(active('/invoices/12')).to.equal('Payments');
    expect(active('/services/vps/3')).to.equal('VPS');
    expect(active('/admin/services/12')).to.equal('Services');
    expect(active('/admin/services/show-deleted-services')).to.equal('Deleted services');
    expect(active('/admin/siem/cases?status=mine')).to.equal('My cases');
    expect(active('/admin/siem/cases')).to.equal('Cases');
    expect(active('/unknown')).to.equal(undefined);
  });

  it('gives the section and index path of the entry', () => {
    expect(findActiveEntry(sections, '/services/colocation', origin)).to.include({ section: 0 });
    expect(findActiveEntry(sections, '/services/colocation', origin)?.path).to.deep.equal([2, 1]);
  });

  it('never makes a collapsible group header the active entry, but reports its own match', () => {
    expect(active('/services')).to.equal(undefined);
    expect(itemMatches(sections[0]!.items[2]!, '/services', origin)).to.be.true;
  });
});
