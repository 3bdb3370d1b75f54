import { type esDeclaration } from './es-declaration'

/** The declaration's words in English (the document itself is written in Spanish). */
export const enDeclaration: Record<keyof typeof esDeclaration, string> = {
  'declaration.title': 'SELF-DECLARATION OF MINIMIS AID',
  'declaration.grant': 'Aid or call applied for: {grant}',
  'declaration.holder':
    'Mr/Ms {representative}, with NIF {representativeNif}, on behalf of {name}, with NIF {nif},',
  'declaration.holder_address':
    'Mr/Ms {representative}, with NIF {representativeNif}, on behalf of {name}, with NIF {nif} and address at {address},',
  'declaration.declares': 'DECLARES under their responsibility:',
  'declaration.received':
    'First. That {who|declaration.who} has received the following minimis aid in the three years from {from} to {to}, both included:',
  'declaration.who.single': 'the company',
  'declaration.who.group':
    'the company, together with the companies it forms a «single undertaking» with ({members}),',
  'declaration.who.other': 'the company',
  'declaration.none_received':
    'First. That {who|declaration.who} has received no minimis aid in the three years from {from} to {to}, both included.',
  'declaration.column.nif': 'NIF',
  'declaration.column.grantor': 'Granting body',
  'declaration.column.date': 'Grant date',
  'declaration.column.regulation': 'Regulation',
  'declaration.column.code': 'BDNS code',
  'declaration.column.amount': 'Amount (€)',
  'declaration.total': 'Total',
  'declaration.ceilings':
    'Second. That, with that aid, what was received and the headroom left under each ceiling on {to} are:',
  'declaration.column.ceiling': 'Ceiling (€)',
  'declaration.column.used': 'Received (€)',
  'declaration.column.left': 'Headroom (€)',
  'declaration.regulation.2023/2831': 'Regulation (EU) 2023/2831 (general)',
  'declaration.regulation.1407/2013': 'Regulation (EU) 1407/2013 (general)',
  'declaration.regulation.2023/2832':
    'Regulation (EU) 2023/2832 (services of general economic interest)',
  'declaration.regulation.1408/2013': 'Regulation (EU) 1408/2013 (agriculture)',
  'declaration.regulation.717/2014': 'Regulation (EU) 717/2014 (fishery and aquaculture)',
  'declaration.commitment':
    'Third. That it undertakes to report any other minimis aid received from the date of this declaration until the aid applied for is granted.',
  'declaration.source': 'Data of the National Grants Database (BDNS), read on {readOn}.',
  'declaration.unknown_amount': 'no amount',
  'declaration.place': 'In {place}, on {date}.',
  'declaration.signature': 'Signature:',
  'declaration.blank': '______________________________',
}
