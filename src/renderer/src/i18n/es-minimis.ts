/**
 * Spanish texts of the official registry on a client's page: its de minimis aid, the headroom under
 * each ceiling, «empresa única» and the declaration. Part of es.ts.
 */
export const esMinimis = {
  minimis: {
    title: 'De minimis (registro oficial)',
    intro: 'Ayudas de minimis que la BDNS registra para este NIF, gratis y sin gastar consultas.',
    noNif: 'Sin NIF no se puede consultar el registro oficial.',
    loading: 'Consultando el registro oficial…',
    window: 'Tres años: del {from} al {to}.',
    group: 'Empresa única «{name}»: se suman las ayudas de sus {n} empresas.',
    ceilings: 'Techos',
    regulation: 'Reglamento',
    ceiling: 'Techo',
    used: 'Recibido',
    left: 'Margen',
    over: 'Superado',
    regulations: {
      '2023/2831': 'General (2023/2831)',
      '2023/2832': 'Servicios de interés económico general (2023/2832)',
      '1408/2013': 'Agrario (1408/2013)',
      '717/2014': 'Pesca (717/2014)',
      '1407/2013': 'General anterior (1407/2013)',
    },
    aid: 'Ayudas de minimis en el periodo ({n})',
    noAid: 'El registro no tiene ayudas de minimis de este NIF en los tres años.',
    columns: { date: 'Concesión', grantor: 'Órgano', regulation: 'Reglamento', amount: 'Importe' },
    other:
      'Una ayuda más no es de minimis y no cuenta. | {n} ayudas más no son de minimis y no cuentan.',
    undated:
      'Una ayuda de minimis sin fecha no cuenta en ningún periodo. | {n} ayudas de minimis sin fecha no cuentan en ningún periodo.',
    read: 'Leído del registro el {date}.',
    stale: 'Sin conexión: lo guardado tiene más de un día.',
    refresh: 'Actualizar',
    fits: {
      label: '¿Cabe una ayuda de…?',
      amount: 'Importe de la ayuda (€)',
      regulation: 'Bajo el reglamento',
      yes: 'Cabe: no supera ningún techo.',
      no: 'No cabe: superaría {ceilings}.',
    },
    declare: 'Declaración responsable',
    declaration: {
      title: 'Declaración responsable de ayudas de minimis',
      grant: 'Ayuda que se solicita',
      grantPlaceholder: 'Kit Digital 2026',
      place: 'Lugar de la firma',
      name: 'Nombre o razón social',
      address: 'Domicilio',
      representative: 'Firma en su nombre',
      representativeNif: 'NIF de quien firma',
      save: 'Guardar DOCX',
      saved: 'Declaración guardada: {file}',
    },
    groupAction: 'Empresa única…',
    groupDialog: {
      title: 'Empresa única',
      intro:
        'Las empresas vinculadas por control son una sola a efectos de minimis: sus ayudas se suman para todas.',
      name: 'Nombre del grupo',
      add: 'Añadir empresa',
      members: 'Empresas del grupo',
      remove: 'Quitar',
      removeFor: 'Quitar {name} del grupo',
      save: 'Guardar grupo',
      delete: 'Deshacer el grupo',
      saved: 'Grupo «{name}» guardado.',
      deleted: 'Grupo deshecho.',
    },
  },
}
