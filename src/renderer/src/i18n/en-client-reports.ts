import { type esClientReports } from './es-client-reports'

/** English texts of the client's grants report (see es-client-reports.ts). Part of ui-en.ts. */
export const enClientReports: typeof esClientReports = {
  reportSettings: {
    title: 'Reports',
    help: 'What the grants reports you send your clients carry, and the e-mail you send them with. Kept on this computer, for this account.',
    firmName: 'Firm’s name',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    web: 'Website',
    logo: 'Logo',
    logoAlt: 'The firm’s logo',
    noLogo: 'No logo',
    logoHelp:
      'A PNG or JPEG image of up to 1 MB. A copy is kept: you may move or delete the original.',
    pickLogo: 'Choose logo…',
    removeLogo: 'Remove logo',
    logoSize: '{type}, {size}',
    staleDays: 'Days after which data is out of date',
    staleDaysHelp:
      'When what the report uses (the last search of concessions, of opportunities or of the registry) is older, the report says so and the app offers to refresh it first.',
    template: 'E-mail to the client',
    templateHelp:
      'The subject and text of the e-mail that goes with the report. These words are replaced when the e-mail is prepared:',
    templateLanguage: 'Language of the e-mail',
    subject: 'Subject',
    body: 'Text',
    reset: 'Reset',
    resetHelp: 'Puts back the app’s text in this language.',
    placeholders: {
      client: 'the client’s name',
      firm: 'the firm’s name',
      date: 'the report’s date',
      period: 'the period the report covers',
    },
    save: 'Save',
    saved: 'Report settings saved.',
    invalid: 'Check the fields marked.',
  },
  clientReport: {
    open: 'Grants report',
    openBatch: 'Grants reports ({n})',
    title: 'Grants report',
    titleBatch: 'Grants reports',
    intro:
      'A report to send the client, with what the app keeps of it and the letterhead of «Settings → Reports».',
    introBatch:
      'One report per client of the list as shown (search and filters): {n} clients, in a folder you choose.',
    tooMany:
      'At most {max} reports are made at once: narrow the list with the search or the filters.',
    language: 'Language of the report',
    format: 'Format',
    formats: { pdf: 'PDF', docx: 'Word (DOCX)' },
    note: 'Text for the client (optional)',
    noteHelp: 'It appears at the start of the report, as you write it.',
    sections: 'The report’s data',
    sectionNames: {
      company: 'The company',
      opportunities: 'Opportunities',
      aid: 'Aid received',
      registry: 'Minimis aid (official registry)',
      cases: 'Case files',
    },
    state: {
      fresh: 'Up to date ({date})',
      stale: 'Out of date: from {date}',
      missing: 'No data',
    },
    planning: 'Checking the data kept…',
    clientsNotFresh:
      '{n} clients with data out of date or missing | 1 client with data out of date or missing | {n} clients with data out of date or missing',
    clientNotFresh: '{name}: {sections}',
    allFresh: 'All the data is up to date.',
    notFresh:
      'Some data is out of date (more than {days} days) or missing. The report will say so; you may refresh it first.',
    refresh:
      'Refresh first ({n} requests) | Refresh first (1 request) | Refresh first ({n} requests)',
    refreshFree: 'Refresh first (free)',
    refreshCost:
      'It takes {n} paid requests, which spend credits. | It takes 1 paid request, which spends credits. | It takes {n} paid requests, which spend credits.',
    refreshing: 'Refreshing the data…',
    refreshed: 'Data refreshed.',
    refreshFailed: 'Could not refresh: {what}',
    generate: 'Generate',
    generateAsIs: 'Generate as it is',
    generating: 'Generating the report…',
    progress: '{done} of {total} reports · {client}',
    cancel: 'Cancel',
    close: 'Close',
    done: 'Report saved: {file}',
    doneBatch:
      '{n} reports saved in the folder. | 1 report saved in the folder. | {n} reports saved in the folder.',
    cancelledBatch: 'Cancelled: {done} of {total} reports were saved.',
    openFile: 'Open',
    reveal: 'Show in folder',
    email: 'Prepare e-mail',
    emailReady: 'E-mail to {to} ready in your mail program.',
    emailNoAddress:
      'E-mail ready without a recipient: the client has no e-mail address on its record. Write it in your mail program.',
    emailNotOpened: 'The mail program could not be opened. The draft is at {path}.',
    openFailed: 'No program of this computer could open the report.',
  },
}
