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
      cliente: 'the client’s name',
      firma: 'the firm’s name',
      fecha: 'the report’s date',
      periodo: 'the period the report covers',
    },
    save: 'Save',
    saved: 'Report settings saved.',
    invalid: 'Check the fields marked.',
  },
}
