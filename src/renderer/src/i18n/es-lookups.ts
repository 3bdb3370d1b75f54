import { SIMULATOR_MISSING_FIELDS } from '@shared/wire/simulator-answers'

/**
 * Spanish texts of the screens that look things up in the service (concessions, case-file statuses,
 * simulator), of their cache notes and credit confirmations, and of the exports. Part of es.ts.
 */
export const esLookups = {
  fetched: {
    at: 'Consultado el {date}',
    cached:
      'Guardado en este equipo; se reutiliza durante 24 horas sin volver a consultar el servicio.',
    stale: 'Sin conexión: se muestra lo guardado, de hace más de 24 horas.',
    refresh: 'Actualizar',
  },
  credits: {
    title: 'Puede consumir créditos',
    /** SC-COST-3: the most a step may spend, never more without asking again. */
    body: 'Esto hace hasta {n} consulta al servicio, que puede consumir créditos de su cuenta. | Esto hace hasta {n} consultas al servicio, que pueden consumir créditos de su cuenta.',
    bodyRows:
      'Son {rows} filas y hasta {n} consulta al servicio, que puede consumir créditos de su cuenta. | Son {rows} filas y hasta {n} consultas al servicio, que pueden consumir créditos de su cuenta.',
    /** When the service tells the balance (SC-COST-5): credits, not only requests. */
    bodyCredits:
      'Esto hace hasta {n} consulta al servicio, que puede usar hasta {n} crédito; le quedan {left}. | Esto hace hasta {n} consultas al servicio, que pueden usar hasta {n} créditos; le quedan {left}.',
    bodyRowsCredits:
      'Son {rows} filas y hasta {n} consulta al servicio, que puede usar hasta {n} crédito; le quedan {left}. | Son {rows} filas y hasta {n} consultas al servicio, que pueden usar hasta {n} créditos; le quedan {left}.',
    /** «Cartera»: the estimate counts each profile's or NIF's last pages (SC-COST-8). */
    firstPages: {
      opportunities:
        'Cuenta las páginas de resultados que cada perfil tuvo la última vez, o una si no se sabe: si el servicio revela más, le dirá cuántas consultas más hacen falta antes de hacerlas.',
      aid: 'Cuenta las páginas de concesiones que cada NIF tuvo la última vez, o una si no se sabe: si el servicio revela más, le dirá cuántas consultas más hacen falta antes de hacerlas.',
    },
    question: '¿Continuar?',
    confirm: 'Continuar (hasta {n} consulta) | Continuar (hasta {n} consultas)',
    cancel: 'Cancelar',
    short: 'No le llegan para todo: la consulta se detendrá cuando se acaben.',
    /** «Cartera» asks again before going past what was confirmed. */
    more: {
      title: 'Hacen falta más consultas',
      why: {
        opportunities: 'Algunos perfiles tienen más de una página de resultados.',
        aid: 'Algunos NIF tienen más de una página de concesiones.',
      },
      spent: 'Se ha hecho {spent} consulta. | Se han hecho {spent} consultas.',
      spentOf:
        'Se ha hecho {spent} de las {confirmed} consultas confirmadas. | Se han hecho {spent} de las {confirmed} consultas confirmadas.',
      body: 'Para terminar hace falta {n} consulta más, {total} en total, que puede consumir créditos de su cuenta. | Para terminar hacen falta {n} consultas más, {total} en total, que pueden consumir créditos de su cuenta.',
      bodyCredits:
        'Para terminar hace falta {n} consulta más, {total} en total, que puede usar hasta {n} crédito; le quedan {left}. | Para terminar hacen falta {n} consultas más, {total} en total, que pueden usar hasta {n} créditos; le quedan {left}.',
      ifCancelled:
        'Si cancela, se conserva el resultado anterior y lo ya consultado queda guardado 24 horas.',
      confirm: 'Continuar ({n} consulta más) | Continuar ({n} consultas más)',
    },
  },
  /** SC-SIM-5: a grant the client already has a concession of, in the simulator and «Cartera». */
  received: {
    tag: 'Ya recibida el {date}',
    tagUndated: 'Ya recibida (sin fecha)',
    hide: 'Ocultar las ya recibidas ({n})',
    notStored:
      'No hay concesiones de este cliente guardadas en este equipo: «Ya recibida» se marca con las que consulte en Concesiones.',
    viewConcessions: 'Ver sus concesiones',
  },
  concessions: {
    title: 'Concesiones',
    rowKeys:
      'Flechas arriba y abajo para moverse entre concesiones; Intro para abrir su convocatoria; D para ver su detalle.',
    rowKeysPlain: 'Flechas arriba y abajo para moverse entre concesiones.',
    groupKeys:
      'Flechas arriba y abajo para moverse; izquierda pliega la convocatoria y derecha la despliega; Intro la abre; D muestra su detalle.',
    intro:
      'Consulte las ayudas concedidas y publicadas a una empresa o persona por su NIF, o todas las de una convocatoria.',
    tabsLabel: 'Buscar concesiones',
    byNif: 'Por NIF',
    byGrant: 'Por convocatoria',
    nif: 'NIF, NIE o CIF del beneficiario',
    nifPlaceholder: 'p. ej. B19520063',
    searchAnyway: 'Se buscará igualmente.',
    search: 'Buscar',
    grant: 'Número o identificador de la convocatoria',
    grantPlaceholder: 'p. ej. 916430 o kit-digital-2026',
    grantIsId: 'Convocatoria número {id}',
    grantIsSlug: 'Convocatoria con el identificador {slug}',
    grantEmpty: 'Escriba el número o el identificador de la convocatoria.',
    grantInvalid:
      'Escriba el número (p. ej. 916430) o el identificador (palabras unidas por guiones, p. ej. kit-digital-2026) de la convocatoria.',
    loading: 'Consultando el servicio…',
    loadingPages: 'Cargando páginas: {done} de {total}',
    partial: 'Primeras {shown} de {count} concesiones',
    partialHelp:
      'El resumen y el gráfico son de las filas cargadas. Traer el resto hace hasta {n} consulta más al servicio. | El resumen y el gráfico son de las filas cargadas. Traer el resto hace hasta {n} consultas más al servicio.',
    loadAll: 'Cargar todas (hasta {n} consulta) | Cargar todas (hasta {n} consultas)',
    group: 'Agrupar por convocatoria',
    groupCount: 'Ninguna concesión | {n} concesión | {n} concesiones',
    groupMeta: 'Id {id} · {n}',
    empty: 'El servicio no tiene concesiones publicadas para esta búsqueda.',
    noDate: 'Sin fecha',
    untitled: 'Sin título',
    untitledId: 'Sin título (convocatoria {id})',
    headingGrant: 'Concesiones de «{title}»',
    headingNif: 'Concesiones al NIF {nif}',
    headingNifNamed: 'Concesiones a {name} ({nif})',
    ofNif: 'Concesiones de {nif}',
    summary: {
      title: 'Resumen',
      count: 'Concesiones',
      total: 'Importe concedido',
      range: 'Periodo',
      noRange: 'Sin fechas',
      undated: 'Sin fecha',
      loadedOnly: 'De las filas cargadas',
    },
    chart: {
      title: 'Importe concedido por año',
      desc: 'Gráfico de barras. {items}.',
      item: '{year}: {amount} en {count}',
      empty: 'No hay importes que mostrar.',
    },
    columns: {
      date: 'Fecha',
      grant: 'Convocatoria',
      grantId: 'Id',
      beneficiary: 'Beneficiario',
      nif: 'NIF',
      amount: 'Importe',
    },
  },
  /** A grant shown anywhere opens «Por convocatoria» with it. */
  grants: {
    openId: 'Ver las concesiones de la convocatoria {id}: {title}',
    openSlug: 'Ver las concesiones de la convocatoria {slug}',
  },
  statuses: {
    title: 'Estados de expediente',
    intro:
      'Los grupos y sus estados, en el orden del servicio, con su identificador. Un expediente nuevo empieza en el estado marcado «Inicial» de su grupo.',
    initial: 'Inicial',
    noInitial: 'Este grupo no marca ningún estado como inicial.',
    statusId: 'Id {id}',
    count: 'Ningún estado | {n} estado | {n} estados',
    empty: 'El servicio no tiene estados de expediente.',
    noExpertTitle: 'Su cuenta no tiene acceso de experto',
    noExpertBody:
      'Los estados de expediente son solo para expertos. Pida a su plataforma que le dé de alta como experto; mientras tanto puede usar las concesiones y el simulador.',
    toProfile: 'Ir a mi perfil',
  },
  simulator: {
    title: 'Simulador',
    intro:
      'Las convocatorias abiertas o próximas a las que puede optar un perfil: provincias, tipos de solicitante y acciones.',
    provinces: 'Provincias',
    provincesPlaceholder: 'Elija una o varias provincias',
    applicants: 'Tipos de solicitante',
    applicantsPlaceholder: 'Elija uno o varios tipos',
    actions: 'Acciones',
    actionsPlaceholder: 'Elija una o varias acciones',
    run: 'Simular',
    clear: 'Vaciar',
    missing: SIMULATOR_MISSING_FIELDS,
    missingProvinces: 'Elija al menos una provincia.',
    missingApplicants: 'Elija al menos un tipo de solicitante.',
    missingActions: 'Elija al menos una acción.',
    start: 'Elija provincias, tipos de solicitante y acciones y pulse «Simular».',
    loading: 'Consultando el servicio…',
    filter: 'Filtrar las oportunidades cargadas',
    shown: 'Ninguna oportunidad | {shown} de {n} oportunidad | {shown} de {n} oportunidades',
    matching: '{n} coinciden con el filtro',
    loadMore: 'Cargar más',
    loadAll: 'Cargar todo ({n} consulta) | Cargar todo ({n} consultas)',
    empty: 'Ninguna convocatoria encaja con este perfil.',
    noMatch: 'Ninguna oportunidad cargada coincide con el filtro.',
    results: 'Resultados',
    resultsFor: 'Resultados para {name}',
    /** SC-SIM-3: the provinces of «Simular para este cliente», and where each comes from. */
    clientProvinces: {
      both: 'Se simula dónde está y dónde trabaja el cliente: {home} (domicilio) y {work} (donde trabaja).',
      home: 'Se simula la provincia del domicilio del cliente: {home}.',
      work: 'Se simulan las provincias donde trabaja el cliente: {work}.',
    },
    columns: {
      title: 'Ayuda',
      slug: 'Convocatoria (identificador)',
      status: 'Estado',
      amount: 'Importe total',
      scope: 'Ámbito',
    },
  },
  exports: {
    button: 'Exportar',
    title: 'Exportar',
    format: 'Formato',
    formats: {
      // A CSV file, not a workbook: nobody should expect an .xlsx (issue 23).
      csvExcel: 'CSV para Excel (España)',
      csvStandard: 'CSV estándar',
      xlsx: 'Excel (.xlsx)',
    },
    formatHelp: {
      csvExcel: 'CSV que Excel en español abre con doble clic: punto y coma y coma decimal.',
      csvStandard: 'CSV con comas y punto decimal, para otros programas.',
      xlsx: 'Libro de Excel.',
    },
    columns: 'Columnas',
    allColumns: 'Todas',
    noneColumns: 'Ninguna',
    noColumns: 'Elija al menos una columna.',
    allPages: 'Se exportan todas las filas, no solo las que se ven en pantalla.',
    /** Exactly which rows the file gets. */
    scope: {
      clientsFiltered:
        'Se exporta la única fila del filtro actual (búsqueda y filtros). | Se exportan las {n} filas del filtro actual (búsqueda y filtros), en el orden de la tabla.',
      clientsAll:
        'Se exporta su único cliente guardado en este equipo. | Se exportan sus {n} clientes guardados en este equipo, en el orden de la tabla.',
      concessions:
        'Se exporta la concesión de esta búsqueda. | Se exportan las {n} concesiones de esta búsqueda: todas las páginas, no solo las cargadas.',
      simulator:
        'Se exporta la oportunidad de esta simulación. | Se exportan las {n} oportunidades de esta simulación: todas las páginas, no solo las cargadas.',
      statuses:
        'Se exporta el único estado de expediente. | Se exportan los {n} estados de expediente de los {groups} grupos, uno por fila.',
    },
    dossier: 'Exportar ficha',
    dossierHelp:
      'La ficha se exporta en Excel (.xlsx) con siete hojas: Cliente, Concesiones, Oportunidades, Convocatoria (el detalle guardado de cada convocatoria), Expedientes, Plazos y Documentación (los de sus expedientes).',
    grantsMissing:
      'El detalle de una convocatoria de sus oportunidades no se guarda aquí: la hoja «Convocatoria» la dejaría casi vacía. | El detalle de {n} convocatorias de sus oportunidades no se guarda aquí: la hoja «Convocatoria» las dejaría casi vacías.',
    grantsFetch: 'Cargar y exportar (hasta {n} consulta) | Cargar y exportar (hasta {n} consultas)',
    grantsSkip: 'Exportar sin cargarlo',
    start: 'Exportar',
    cancel: 'Cancelar',
    close: 'Cerrar',
    preparing: 'Preparando la exportación…',
    progress: 'Exportando: {done} de {total} páginas',
    doneTitle: 'Exportación terminada',
    doneBody: '{file} · ninguna fila | {file} · 1 fila | {file} · {n} filas',
    doneRequests: '{n} consulta hecha | {n} consultas hechas',
    doneRequestsOf:
      '{n} consulta hecha de {confirmed} confirmadas | {n} consultas hechas de {confirmed} confirmadas',
    reveal: 'Abrir carpeta',
  },
}
