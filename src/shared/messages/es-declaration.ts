/**
 * The words of the «Declaración responsable de ayudas de minimis» (part of es.ts), written by
 * services/bdns/declaration-docx.ts. The document is Spanish: it is signed for a Spanish grantor.
 */
export const esDeclaration = {
  'declaration.title': 'DECLARACIÓN RESPONSABLE DE AYUDAS DE MINIMIS',
  'declaration.grant': 'Ayuda o convocatoria a la que se presenta: {grant}',
  'declaration.holder':
    'D./Dña. {representative}, con NIF {representativeNif}, en nombre y representación de {name}, con NIF {nif},',
  'declaration.holder_address':
    'D./Dña. {representative}, con NIF {representativeNif}, en nombre y representación de {name}, con NIF {nif} y domicilio en {address},',
  'declaration.declares': 'DECLARA bajo su responsabilidad:',
  'declaration.received':
    'Primero. Que {who|declaration.who} ha recibido las siguientes ayudas de minimis en los tres años comprendidos entre el {from} y el {to}, ambos incluidos:',
  'declaration.who.single': 'la empresa',
  'declaration.who.group':
    'la empresa, junto con las empresas con las que forma una «empresa única» ({members}),',
  'declaration.who.other': 'la empresa',
  'declaration.none_received':
    'Primero. Que {who|declaration.who} no ha recibido ninguna ayuda de minimis en los tres años comprendidos entre el {from} y el {to}, ambos incluidos.',
  'declaration.column.nif': 'NIF',
  'declaration.column.grantor': 'Organismo concedente',
  'declaration.column.date': 'Fecha de concesión',
  'declaration.column.regulation': 'Reglamento',
  'declaration.column.code': 'Código BDNS',
  'declaration.column.amount': 'Importe (€)',
  'declaration.total': 'Total',
  'declaration.ceilings':
    'Segundo. Que, con esas ayudas, lo recibido y el margen que queda bajo cada límite a {to} son:',
  'declaration.column.ceiling': 'Límite (€)',
  'declaration.column.used': 'Recibido (€)',
  'declaration.column.left': 'Margen (€)',
  'declaration.regulation.2023/2831': 'Reglamento (UE) 2023/2831 (general)',
  'declaration.regulation.1407/2013': 'Reglamento (UE) 1407/2013 (general)',
  'declaration.regulation.2023/2832':
    'Reglamento (UE) 2023/2832 (servicios de interés económico general)',
  'declaration.regulation.1408/2013': 'Reglamento (UE) 1408/2013 (sector agrícola)',
  'declaration.regulation.717/2014': 'Reglamento (UE) 717/2014 (pesca y acuicultura)',
  'declaration.commitment':
    'Tercero. Que se compromete a comunicar cualquier otra ayuda de minimis que reciba desde la fecha de esta declaración hasta la concesión de la ayuda solicitada.',
  'declaration.source':
    'Datos del Sistema Nacional de Publicidad de Subvenciones y Ayudas Públicas (BDNS), consultados el {readOn}.',
  'declaration.unknown_amount': 'sin importe',
  'declaration.place': 'En {place}, a {date}.',
  'declaration.signature': 'Firma:',
  'declaration.blank': '______________________________',
} as const
