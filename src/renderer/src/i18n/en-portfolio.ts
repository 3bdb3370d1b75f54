import { type esPortfolio } from './es-portfolio'

/** English texts of «Cartera» (Portfolio); they mirror es-portfolio.ts key for key. Part of en.ts. */
export const enPortfolio: typeof esPortfolio = {
  portfolio: {
    title: 'Portfolio',
    intro:
      'Which grants fit each client, which aid they have received and which deadlines are coming, for all your clients or for those of the clients list’s filter.',
    tabs: {
      label: 'Portfolio views',
      opportunities: 'Opportunities',
      aid: 'Aid received',
      deadlines: 'Deadlines',
    },
    scope: {
      legend: 'Clients to look up',
      filtered: 'Those of the clients list’s current filter',
      filteredCount: '{filter}: {n} client | {filter}: {n} clients',
      noFilter: 'The clients list has no filter right now.',
      all: 'All clients',
      allCount: '{n} client kept on this computer | {n} clients kept on this computer',
      text: 'search “{text}”',
      filters: '{n} filter | {n} filters',
      editFilter: 'Change the filter in Clients',
    },
    run: {
      askAbove: {
        before: 'Do not ask for fewer than',
        after: 'requests',
        label: 'Do not ask for fewer than N requests',
      },
      opportunities: 'Find opportunities',
      aid: 'Look up aid received',
      refresh: 'Ask again for what was kept today',
      planning: 'Working out how many requests it takes…',
      progress: 'Asking the service: {done} of {total}',
      progressLabel: 'Progress of the look-up',
      cancel: 'Cancel',
      cancelled: 'Look-up cancelled: the previous result is kept.',
      planClients: '{n} client | {n} clients',
      planRequests: '{n} request to the service | {n} requests to the service',
      planCached: '{n} already kept on this computer | {n} already kept on this computer',
      planUncounted: {
        opportunities: 'if a profile has more pages, you will be asked before they are requested',
        aid: 'if a NIF has more pages, you will be asked before they are requested',
      },
      waiting: 'Waiting for your answer to make more requests…',
      planIncomplete:
        '{n} with an incomplete profile, not looked up | {n} with an incomplete profile, not looked up',
      noClients:
        'There are no clients to look up with this choice. Choose “All clients” or change the filter in Clients.',
      doneOpportunities:
        'Search finished: {n} opportunity for your clients. | Search finished: {n} opportunities for your clients.',
      doneAid:
        'Look-up finished: aid received by {n} client. | Look-up finished: aid received by {n} clients.',
      runAt: 'Result of {date}',
      previous: 'Compared with the search of {date}.',
      first: 'This is the first search: the next one will tell what is new.',
      requestsMade: '{n} request made | {n} requests made',
      requestsMadeOf:
        '{n} request made of {confirmed} confirmed | {n} requests made of {confirmed} confirmed',
      offline:
        'Offline, the service cannot be asked. What was last kept stays here; try again once you are connected.',
    },
    opportunities: {
      empty:
        'You have not searched for opportunities for your portfolio yet. Choose the clients and press “Find opportunities”.',
      none: 'No grant fits these clients’ profiles today. Review their profiles or search again later.',
      results: 'Opportunities found',
      view: 'Group',
      byGrant: 'By grant',
      byClient: 'By client',
      filter: 'Filter by grant, client or tax ID',
      onlyNew: 'New only',
      newTag: 'New',
      newCount: '{n} new | {n} new',
      shownGrants: '{n} grant | {n} grants',
      shownClients: '{n} client with opportunities | {n} clients with opportunities',
      matching: '{n} match the filter',
      noMatch: 'No row matches the filter. Clear it or untick “New only”.',
      noAmount: 'No amount',
      columns: {
        title: 'Grant',
        status: 'Status',
        amount: 'Amount',
        scope: 'Scope',
        clients: 'Clients',
        client: 'Client',
        nif: 'Tax ID',
        grants: 'Grants',
        fresh: 'New',
      },
      showClients: 'Clients of “{title}”',
      showGrants: 'Grants of {name}',
      grantClients: 'Clients it fits',
      clientGrants: 'Grants that fit',
      disappeared: {
        title: 'Gone since last time',
        help: 'The previous search found them for these clients and this one did not: they may have closed, or the client’s profile may have changed.',
        none: 'None has gone.',
      },
      incomplete: {
        title: 'Incomplete profile',
        help: 'The simulator needs each client’s province, applicant type and actions. These lack something and were not looked up: complete their record and search again.',
        missing: 'Missing: {fields}',
        fields: {
          province: 'province',
          applicant_types: 'applicant type',
          action_items: 'actions',
        },
        nifNotFound:
          'The service does not know its tax ID (404): it could not be simulated by tax ID and CNAE.',
        edit: 'Complete the record',
        editLabel: 'Complete the record of {name}',
      },
    },
    aid: {
      empty:
        'You have not looked up the aid your portfolio received yet. Choose the clients and press “Look up aid received”.',
      none: 'None of these clients has published concessions.',
      results: 'Aid received by client',
      filter: 'Filter by client or tax ID',
      threshold: 'Threshold over three years (€)',
      thresholdHelp:
        'By default €300,000: the general ceiling for minor aid over three years in Regulation (EU) 2023/2831.',
      thresholdSaved: 'Threshold saved.',
      caveat:
        'Only aid known to count under the minimis rule counts for the threshold: the official registry’s (BDNS) once the client’s tax ID has been read, otherwise that of calls whose kept evaluation says it counts. The rest is shown apart, in «Not known to count», and in «All» with everything else. Check each aid before deciding.',
      onlyOver: 'Only those reaching or passing it',
      sourcesValue: 'Service: {grants} · Registry: {registry}',
      sourcesUnread:
        'The official registry has not been read for this tax ID: open it on the client’s record to compare.',
      sources: { registry: 'official registry', grants: 'from the calls' },
      window:
        'The threshold is compared with what was awarded in the three years that end on the day of the look-up: from {from} to {to}, both included. The columns of each year are calendar years.',
      legacy:
        'This look-up was made by an earlier version, which added up the last three calendar years. Look up again to compare the threshold with the three years that end today.',
      overCount:
        '{n} client reaches the threshold over those three years. | {n} clients reach the threshold over those three years.',
      over: 'Reaches the threshold',
      noMatch: 'No client matches the filter.',
      columns: {
        client: 'Client',
        nif: 'Tax ID',
        total: 'Total',
        count: 'Concessions',
        last: 'Latest',
        window: 'All (3 years)',
        deMinimis: 'Minimis (3 years)',
        unknown: 'Not known to count',
        margin: 'Headroom',
        sources: 'Only in one source',
        mark: 'Threshold',
      },
      thresholdChanged:
        'The latest look-up marked with a threshold of {then}; the table already applies the current one. Look up again for the export to carry the new threshold.',
      undated: {
        title: 'Undated, not summed',
        alert:
          '{n} client has undated concessions: they are in the total, but summed neither in the three years nor in any year. Check their date on the service before deciding. | {n} clients have undated concessions: they are in the total, but summed neither in the three years nor in any year. Check their date on the service before deciding.',
        show: 'Clients with undated concessions ({n})',
        count: 'Undated',
        amount: 'Undated amount',
      },
    },
    deadlines: {
      empty:
        'The deadlines come from the latest opportunities search. Search for opportunities in the “Opportunities” tab and come back here.',
      none: 'None of the grants found announces an opening or closing date.',
      from: 'Deadlines of the opportunities search of {date}.',
      coming: 'Coming deadlines',
      comingNone: 'No deadline is still to come.',
      past: 'Past',
      pastCount: 'Past ({n})',
      unparsed: 'Statuses without a date',
      unparsedHelp:
        'These statuses carry no opening or closing date; they are shown as the service gives them.',
      kind: { close: 'Closing', open: 'Opening' },
      columns: {
        date: 'Date',
        kind: 'Deadline',
        grant: 'Grant',
        clients: 'Clients',
        status: 'Status',
      },
      today: 'today',
      more: 'and {n} more | and {n} more',
      fewer: 'show fewer',
      inDays: 'in {n} day | in {n} days',
      exportIcs: 'Export .ics',
      icsDone: 'Calendar saved: {file}. Import it into Outlook or Google Calendar.',
    },
    exports: {
      grants: 'Export by grant',
      clients: 'Export by client',
      incomplete: 'Export incomplete profiles',
      aid: 'Export',
      deadlines: 'Export',
      scopeGrants:
        'The grant of the latest search is exported. | The {n} grants of the latest search are exported, with no new requests.',
      scopeClients:
        'The client × grant row of the latest search is exported. | The {n} client × grant rows of the latest search are exported, with the “New” mark, with no new requests.',
      scopeIncomplete:
        'The client with an incomplete profile is exported. | The {n} clients with an incomplete profile are exported.',
      scopeAid:
        'The summary of the client of the latest look-up is exported. | The summary of the {n} clients of the latest look-up is exported, with no new requests.',
      scopeDeadlines:
        'The deadline of the latest search is exported. | The {n} deadlines of the latest search are exported, past ones included.',
    },
    notice: {
      title: 'New opportunities',
      body: 'There is {n} new opportunity for your clients since the previous search. | There are {n} new opportunities for your clients since the previous search.',
      open: 'Open Portfolio',
    },
  },
}
