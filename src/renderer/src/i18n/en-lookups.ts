import { type esLookups } from './es-lookups'

/** English for es-lookups.ts, key for key (checked by the type). Part of en.ts. */
export const enLookups: typeof esLookups = {
  fetched: {
    at: 'Retrieved on {date}',
    cached: 'Saved on this computer; reused for 24 hours without asking the service again.',
    stale: 'Offline: showing what was saved more than 24 hours ago.',
    refresh: 'Refresh',
  },
  credits: {
    title: 'This may use credits',
    body: 'This makes up to {n} request to the service, which may use credits from your account. | This makes up to {n} requests to the service, which may use credits from your account.',
    bodyRows:
      'That is {rows} rows and up to {n} request to the service, which may use credits from your account. | That is {rows} rows and up to {n} requests to the service, which may use credits from your account.',
    bodyCredits:
      'This makes up to {n} request to the service, which may use up to {n} credit; you have {left} left. | This makes up to {n} requests to the service, which may use up to {n} credits; you have {left} left.',
    bodyRowsCredits:
      'That is {rows} rows and up to {n} request to the service, which may use up to {n} credit; you have {left} left. | That is {rows} rows and up to {n} requests to the service, which may use up to {n} credits; you have {left} left.',
    firstPages: {
      opportunities:
        'It counts the pages of results each profile had last time, or one when that is not known: if the service reveals more, you will be told how many more requests they take before they are made.',
      aid: 'It counts the pages of concessions each NIF had last time, or one when that is not known: if the service reveals more, you will be told how many more requests they take before they are made.',
    },
    question: 'Continue?',
    confirm: 'Continue (up to {n} request) | Continue (up to {n} requests)',
    cancel: 'Cancel',
    short: 'Not enough for all of it: the request will stop when they run out.',
    more: {
      title: 'More requests are needed',
      why: {
        opportunities: 'Some profiles have more than one page of results.',
        aid: 'Some NIFs have more than one page of concessions.',
      },
      spent: '{spent} request has been made. | {spent} requests have been made.',
      spentOf:
        '{spent} of the {confirmed} requests confirmed has been made. | {spent} of the {confirmed} requests confirmed have been made.',
      body: 'Finishing takes {n} more request, {total} in all, which may use credits from your account. | Finishing takes {n} more requests, {total} in all, which may use credits from your account.',
      bodyCredits:
        'Finishing takes {n} more request, {total} in all, which may use up to {n} credit; you have {left} left. | Finishing takes {n} more requests, {total} in all, which may use up to {n} credits; you have {left} left.',
      ifCancelled:
        'If you cancel, the previous result is kept and what was already fetched stays saved for 24 hours.',
      confirm: 'Continue ({n} more request) | Continue ({n} more requests)',
    },
  },
  received: {
    tag: 'Already received on {date}',
    tagUndated: 'Already received (no date)',
    hide: 'Hide those already received ({n})',
    notStored:
      'No concessions of this client are stored on this computer: “Already received” is marked from those you look up in Concessions.',
    viewConcessions: 'See its concessions',
  },
  concessions: {
    title: 'Concessions',
    rowKeys:
      'Up and down arrows to move between concessions; Enter to open its call for grants; D to see its detail.',
    rowKeysPlain: 'Up and down arrows to move between concessions.',
    groupKeys:
      'Up and down arrows to move; left folds the call for grants and right unfolds it; Enter opens it; D shows its detail.',
    intro:
      'Look up the published grants awarded to a company or person by tax ID, or every concession of a call for grants.',
    tabsLabel: 'Search concessions',
    byNif: 'By tax ID',
    byGrant: 'By call for grants',
    nif: 'Beneficiary’s NIF, NIE or CIF',
    nifPlaceholder: 'e.g. B19520063',
    searchAnyway: 'The search will still run.',
    search: 'Search',
    grant: 'Number or identifier of the call for grants',
    grantPlaceholder: 'e.g. 916430 or kit-digital-2026',
    grantIsId: 'Call for grants number {id}',
    grantIsSlug: 'Call for grants with the identifier {slug}',
    grantEmpty: 'Type the number or the identifier of the call for grants.',
    grantInvalid:
      'Type the number (e.g. 916430) or the identifier (words joined by hyphens, e.g. kit-digital-2026) of the call for grants.',
    loading: 'Asking the service…',
    loadingPages: 'Loading pages: {done} of {total}',
    partial: 'First {shown} of {count} concessions',
    partialHelp:
      'The summary and the chart cover the loaded rows. Fetching the rest takes up to {n} more request to the service. | The summary and the chart cover the loaded rows. Fetching the rest takes up to {n} more requests to the service.',
    loadAll: 'Load all (up to {n} request) | Load all (up to {n} requests)',
    group: 'Group by call for grants',
    groupCount: 'No concessions | {n} concession | {n} concessions',
    groupMeta: 'Id {id} · {n}',
    empty: 'The service has no published concessions for this search.',
    noDate: 'No date',
    untitled: 'Untitled',
    untitledId: 'Untitled (grant {id})',
    headingGrant: 'Concessions of “{title}”',
    headingNif: 'Concessions to tax ID {nif}',
    headingNifNamed: 'Concessions to {name} ({nif})',
    ofNif: 'Concessions of {nif}',
    summary: {
      title: 'Summary',
      count: 'Concessions',
      total: 'Amount awarded',
      range: 'Period',
      noRange: 'No dates',
      undated: 'No date',
      loadedOnly: 'Of the loaded rows',
    },
    chart: {
      title: 'Amount awarded by year',
      desc: 'Bar chart. {items}.',
      item: '{year}: {amount} in {count}',
      empty: 'No amounts to show.',
    },
    columns: {
      date: 'Date',
      grant: 'Call for grants',
      grantId: 'Id',
      beneficiary: 'Beneficiary',
      nif: 'Tax ID',
      amount: 'Amount',
    },
  },
  grants: {
    openId: 'See the concessions of call for grants {id}: {title}',
    openSlug: 'See the concessions of call for grants {slug}',
  },
  statuses: {
    title: 'Case-file statuses',
    intro:
      'The groups and their statuses, in the service’s order, with their ids. A new case file starts in the status of its group marked «Initial».',
    initial: 'Initial',
    noInitial: 'This group marks no status as initial.',
    statusId: 'Id {id}',
    count: 'No statuses | {n} status | {n} statuses',
    empty: 'The service has no case-file statuses.',
    noExpertTitle: 'Your account has no expert access',
    noExpertBody:
      'Case-file statuses are for experts only. Ask your platform to register you as an expert; meanwhile you can use concessions and the simulator.',
    toProfile: 'Go to my profile',
  },
  simulator: {
    title: 'Simulator',
    intro:
      'The open or upcoming calls for grants a profile can apply to: provinces, applicant types and actions.',
    provinces: 'Provinces',
    provincesPlaceholder: 'Choose one or more provinces',
    applicants: 'Applicant types',
    applicantsPlaceholder: 'Choose one or more types',
    actions: 'Actions',
    actionsPlaceholder: 'Choose one or more actions',
    run: 'Simulate',
    clear: 'Clear',
    missing: 'Required fields are missing or empty',
    missingProvinces: 'Choose at least one province.',
    missingApplicants: 'Choose at least one applicant type.',
    missingActions: 'Choose at least one action.',
    start: 'Choose provinces, applicant types and actions, then press «Simulate».',
    loading: 'Asking the service…',
    filter: 'Filter the loaded opportunities',
    shown: 'No opportunities | {shown} of {n} opportunity | {shown} of {n} opportunities',
    matching: '{n} match the filter',
    loadMore: 'Load more',
    loadAll: 'Load all ({n} request) | Load all ({n} requests)',
    empty: 'No call for grants fits this profile.',
    noMatch: 'No loaded opportunity matches the filter.',
    results: 'Results',
    resultsFor: 'Results for {name}',
    clientProvinces: {
      both: 'Simulated where the client is and where it works: {home} (address) and {work} (where it works).',
      home: 'Simulated in the province of the client’s address: {home}.',
      work: 'Simulated in the provinces where the client works: {work}.',
    },
    columns: {
      title: 'Grant',
      slug: 'Grant (identifier)',
      status: 'Status',
      amount: 'Total amount',
      scope: 'Scope',
    },
  },
  exports: {
    button: 'Export',
    title: 'Export',
    format: 'Format',
    formats: {
      csvExcel: 'CSV for Excel (Spain)',
      csvStandard: 'Standard CSV',
      xlsx: 'Excel (.xlsx)',
    },
    formatHelp: {
      csvExcel: 'CSV that Spanish Excel opens on double click: semicolons and decimal comma.',
      csvStandard: 'CSV with commas and decimal point, for other programs.',
      xlsx: 'Excel workbook.',
    },
    columns: 'Columns',
    allColumns: 'All',
    noneColumns: 'None',
    noColumns: 'Choose at least one column.',
    allPages: 'Every row is exported, not only the ones on screen.',
    scope: {
      clientsFiltered:
        'The only row of the current filter (search and filters) is exported. | The {n} rows of the current filter (search and filters) are exported, in the table’s order.',
      clientsAll:
        'Your only client saved on this computer is exported. | Your {n} clients saved on this computer are exported, in the table’s order.',
      concessions:
        'The concession of this search is exported. | The {n} concessions of this search are exported: every page, not only the loaded ones.',
      simulator:
        'The opportunity of this simulation is exported. | The {n} opportunities of this simulation are exported: every page, not only the loaded ones.',
      statuses:
        'The only case-file status is exported. | The {n} case-file statuses of the {groups} groups are exported, one per row.',
    },
    dossier: 'Export record',
    dossierHelp:
      'The record is exported as Excel (.xlsx) with seven sheets: the client, its concessions, its opportunities, their grants (the detail kept for each), its case files, and their deadlines and documents.',
    grantsMissing:
      'The detail of one grant of its opportunities is not kept here: the «Grants» sheet would leave it almost empty. | The detail of {n} grants of its opportunities is not kept here: the «Grants» sheet would leave them almost empty.',
    grantsFetch: 'Load and export (up to {n} request) | Load and export (up to {n} requests)',
    grantsSkip: 'Export without it',
    start: 'Export',
    cancel: 'Cancel',
    close: 'Close',
    preparing: 'Preparing the export…',
    progress: 'Exporting: {done} of {total} pages',
    doneTitle: 'Export finished',
    doneBody: '{file} · no rows | {file} · 1 row | {file} · {n} rows',
    doneRequests: '{n} request made | {n} requests made',
    doneRequestsOf:
      '{n} request made of {confirmed} confirmed | {n} requests made of {confirmed} confirmed',
    reveal: 'Open folder',
  },
}
