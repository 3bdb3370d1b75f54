/**
 * Spanish texts of the official registry on a client's page: its de minimis aid, the headroom under
 * each ceiling, «empresa única» and the declaration. Part of es.ts.
 */
export const esMinimis = {
  registrySetting: {
    title: 'Registro oficial (BDNS)',
    help: 'De aquí lee la aplicación, gratis y sin sesión, las ayudas de minimis y las convocatorias de los expedientes. En el modo de demostración se usa el registro de demostración.',
    address: 'Dirección del registro',
    save: 'Guardar',
    reset: 'Volver a la oficial',
  },
  watch: {
    title: 'Convocatoria en el registro oficial (BDNS)',
    noCode:
      'La convocatoria de este expediente no tiene código BDNS conocido: no se puede vigilar.',
    notYet:
      'Aún no se ha comprobado: «Comprobar ahora» busca su código BDNS en la normativa de la convocatoria (1 consulta si no se guarda).',
    code: 'Código BDNS {code}.',
    open: 'Ver en la BDNS',
    dates: 'Solicitudes: del {opens} al {closes}',
    noDate: 'sin fecha',
    open_: 'abierta',
    closed: 'cerrada',
    unseen: 'Un cambio sin ver en la historia. | {n} cambios sin ver en la historia.',
    seen: 'Visto',
    files: 'Documentos y anuncios en el registro ({n})',
    never: 'Aún no se ha comprobado.',
    checked: 'Comprobada el {date}; se vuelve a comprobar cada día.',
    check: 'Comprobar ahora',
    nav: 'Cambios en las convocatorias: {n}',
  },
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
    cross: {
      title: 'Lo que cada fuente no tiene',
      noConcessions:
        'Aquí no se guardan las concesiones de este NIF: consulte sus concesiones para comparar ambas fuentes.',
      both: 'Ninguna ayuda aparece en las dos fuentes. | Una ayuda aparece en las dos fuentes. | {n} ayudas aparecen en las dos fuentes.',
      onlyGrants:
        'El servicio de ayudas no lista nada que falte en el registro. | Una concesión del servicio de ayudas no está entre las de minimis del registro: | {n} concesiones del servicio de ayudas no están entre las de minimis del registro:',
      onlyRegistry:
        'El registro no tiene ayudas de minimis que falten en el servicio de ayudas. | El registro tiene una ayuda de minimis que el servicio de ayudas no lista: | El registro tiene {n} ayudas de minimis que el servicio de ayudas no lista:',
      isMinimis: 'de minimis',
      unknownMinimis: 'sin saber si es de minimis',
      untitled: 'Sin nombre',
      noDate: 'sin fecha',
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
