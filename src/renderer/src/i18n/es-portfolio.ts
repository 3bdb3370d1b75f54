/**
 * Spanish texts of «Cartera»: opportunities, aid received and deadlines of the whole portfolio, and
 * the notice of new opportunities. Part of es.ts.
 */
export const esPortfolio = {
  portfolio: {
    title: 'Cartera',
    intro:
      'Qué ayudas encajan con cada cliente, qué ayudas han recibido y qué plazos se acercan, para todos sus clientes o para los del filtro de la lista de clientes.',
    tabs: {
      label: 'Vistas de la cartera',
      opportunities: 'Oportunidades',
      aid: 'Ayudas recibidas',
      deadlines: 'Plazos',
    },
    scope: {
      legend: 'Clientes que se consultan',
      filtered: 'Los del filtro actual de la lista de clientes',
      filteredCount: '{filter}: {n} cliente | {filter}: {n} clientes',
      noFilter: 'La lista de clientes no tiene ahora ningún filtro.',
      all: 'Todos los clientes',
      allCount: '{n} cliente guardado en este equipo | {n} clientes guardados en este equipo',
      text: 'búsqueda «{text}»',
      filters: '{n} filtro | {n} filtros',
      editFilter: 'Cambiar el filtro en Clientes',
    },
    run: {
      askAbove: {
        before: 'No preguntar por menos de',
        after: 'consultas',
        label: 'No preguntar por menos de N consultas',
      },
      opportunities: 'Buscar oportunidades',
      aid: 'Consultar ayudas recibidas',
      refresh: 'Volver a consultar lo guardado hoy',
      planning: 'Calculando cuántas consultas hacen falta…',
      progress: 'Consultando el servicio: {done} de {total}',
      progressLabel: 'Progreso de la consulta',
      cancel: 'Cancelar',
      cancelled: 'Consulta cancelada: se conserva el resultado anterior.',
      planClients: '{n} cliente | {n} clientes',
      planRequests: '{n} consulta al servicio | {n} consultas al servicio',
      planCached: '{n} ya guardada en este equipo | {n} ya guardadas en este equipo',
      planUncounted: {
        opportunities: 'si algún perfil tiene más páginas, se le preguntará antes de pedirlas',
        aid: 'si algún NIF tiene más páginas, se le preguntará antes de pedirlas',
      },
      waiting: 'Esperando su respuesta para hacer más consultas…',
      planIncomplete:
        '{n} con el perfil incompleto, que no se consulta | {n} con el perfil incompleto, que no se consultan',
      noClients:
        'No hay clientes que consultar con esta elección. Elija «Todos los clientes» o cambie el filtro en Clientes.',
      doneOpportunities:
        'Búsqueda terminada: {n} oportunidad para sus clientes. | Búsqueda terminada: {n} oportunidades para sus clientes.',
      doneAid:
        'Consulta terminada: ayudas recibidas de {n} cliente. | Consulta terminada: ayudas recibidas de {n} clientes.',
      runAt: 'Resultado del {date}',
      previous: 'Se compara con la búsqueda del {date}.',
      first: 'Es la primera búsqueda: la próxima dirá qué es nuevo.',
      requestsMade: '{n} consulta hecha | {n} consultas hechas',
      requestsMadeOf:
        '{n} consulta hecha de {confirmed} confirmadas | {n} consultas hechas de {confirmed} confirmadas',
      offline:
        'Sin conexión no se puede consultar el servicio. Lo último guardado sigue aquí; vuelva a intentarlo cuando haya conexión.',
    },
    opportunities: {
      empty:
        'Todavía no ha buscado oportunidades para su cartera. Elija los clientes y pulse «Buscar oportunidades».',
      none: 'Ninguna ayuda encaja hoy con los perfiles de estos clientes. Revise sus perfiles o vuelva a buscar más adelante.',
      results: 'Oportunidades encontradas',
      view: 'Agrupar',
      byGrant: 'Por convocatoria',
      byClient: 'Por cliente',
      filter: 'Filtrar por ayuda, cliente o NIF',
      onlyNew: 'Solo nuevas',
      newTag: 'Nueva',
      newCount: '{n} nueva | {n} nuevas',
      shownGrants: '{n} convocatoria | {n} convocatorias',
      shownClients: '{n} cliente con oportunidades | {n} clientes con oportunidades',
      matching: '{n} coinciden con el filtro',
      noMatch: 'Ninguna fila coincide con el filtro. Bórrelo o quite «Solo nuevas».',
      noAmount: 'Sin importe',
      columns: {
        title: 'Convocatoria',
        status: 'Estado',
        amount: 'Importe',
        scope: 'Ámbito',
        clients: 'Clientes',
        client: 'Cliente',
        nif: 'NIF',
        grants: 'Ayudas',
        fresh: 'Nuevas',
      },
      showClients: 'Clientes de «{title}»',
      showGrants: 'Ayudas de {name}',
      grantClients: 'Clientes a los que encaja',
      clientGrants: 'Ayudas que le encajan',
      disappeared: {
        title: 'Desaparecidas desde la última vez',
        help: 'La búsqueda anterior las encontró para estos clientes y esta no: puede que hayan cerrado o que el perfil del cliente haya cambiado.',
        none: 'No ha desaparecido ninguna.',
      },
      incomplete: {
        title: 'Perfil incompleto',
        help: 'El simulador necesita la provincia, el tipo de solicitante y las acciones de cada cliente. A estos les falta algo y no se han consultado: complete su ficha y vuelva a buscar.',
        missing: 'Falta: {fields}',
        fields: {
          province: 'provincia',
          applicant_types: 'tipo de solicitante',
          action_items: 'acciones',
        },
        nifNotFound: 'El servicio no conoce su NIF (404): no se ha podido simular por NIF y CNAE.',
        edit: 'Completar la ficha',
        editLabel: 'Completar la ficha de {name}',
      },
    },
    aid: {
      empty:
        'Todavía no ha consultado las ayudas recibidas por su cartera. Elija los clientes y pulse «Consultar ayudas recibidas».',
      none: 'Ninguno de estos clientes tiene concesiones publicadas.',
      results: 'Ayudas recibidas por cliente',
      filter: 'Filtrar por cliente o NIF',
      threshold: 'Umbral en tres años (€)',
      thresholdHelp:
        'Por defecto, 300.000 €: el límite general de minimis en tres años del Reglamento (UE) 2023/2831.',
      thresholdSaved: 'Umbral guardado.',
      caveat:
        'Para el umbral cuentan solo las ayudas que se sabe que son de minimis: las del registro oficial (BDNS) cuando se ha leído el NIF del cliente, o si no las de convocatorias cuya evaluación guardada dice «Sujeta a minimis: Sí». Las demás se muestran aparte, en «Sin saber si es de minimis», y en «Todas» con lo demás. Compruebe cada ayuda antes de decidir.',
      onlyOver: 'Solo los que alcanzan o superan',
      sourcesValue: 'Servicio: {grants} · Registro: {registry}',
      sourcesUnread:
        'El registro oficial no se ha leído para este NIF: ábralo en la ficha del cliente para comparar.',
      sources: { registry: 'registro oficial', grants: 'por convocatorias' },
      window:
        'El umbral se compara con lo concedido en los tres años que acaban el día de la consulta: del {from} al {to}, ambos incluidos. Las columnas de cada año son años naturales.',
      legacy:
        'Esta consulta se hizo con una versión anterior, que sumaba los tres últimos años naturales. Vuelva a consultar para comparar el umbral con los tres años que acaban hoy.',
      overCount:
        '{n} cliente alcanza el umbral en esos tres años. | {n} clientes alcanzan el umbral en esos tres años.',
      over: 'Alcanza el umbral',
      noMatch: 'Ningún cliente coincide con el filtro.',
      columns: {
        client: 'Cliente',
        nif: 'NIF',
        total: 'Total',
        count: 'Concesiones',
        last: 'Última',
        window: 'Todas (3 años)',
        deMinimis: 'De minimis (3 años)',
        unknown: 'Sin saber si es de minimis',
        margin: 'Margen',
        sources: 'Solo en una fuente',
        mark: 'Umbral',
      },
      thresholdChanged:
        'La última consulta marcó con un umbral de {then}; la tabla ya aplica el de ahora. Vuelva a consultar para que la exportación lleve el nuevo umbral.',
      undated: {
        title: 'Sin fecha, no sumadas',
        alert:
          '{n} cliente tiene concesiones sin fecha: están en el total, pero no se suman en los tres años ni en ningún año. Compruebe su fecha en el servicio antes de decidir. | {n} clientes tienen concesiones sin fecha: están en el total, pero no se suman en los tres años ni en ningún año. Compruebe su fecha en el servicio antes de decidir.',
        show: 'Clientes con concesiones sin fecha ({n})',
        count: 'Sin fecha',
        amount: 'Importe sin fecha',
      },
    },
    deadlines: {
      empty:
        'Los plazos salen de la última búsqueda de oportunidades. Busque oportunidades en la pestaña «Oportunidades» y vuelva aquí.',
      none: 'Ninguna de las ayudas encontradas anuncia una fecha de apertura o de cierre.',
      from: 'Plazos de la búsqueda de oportunidades del {date}.',
      coming: 'Próximos plazos',
      comingNone: 'No queda ningún plazo por llegar.',
      past: 'Pasados',
      pastCount: 'Pasados ({n})',
      unparsed: 'Estados sin fecha',
      unparsedHelp:
        'Estos estados no traen una fecha de apertura ni de cierre; se muestran tal como los da el servicio.',
      kind: { close: 'Cierre', open: 'Apertura' },
      columns: {
        date: 'Fecha',
        kind: 'Plazo',
        grant: 'Convocatoria',
        clients: 'Clientes',
        status: 'Estado',
      },
      today: 'hoy',
      more: 'y {n} más | y {n} más',
      fewer: 'mostrar menos',
      inDays: 'dentro de {n} día | dentro de {n} días',
      exportIcs: 'Exportar .ics',
      icsDone: 'Calendario guardado: {file}. Impórtelo en Outlook o Google Calendar.',
    },
    exports: {
      grants: 'Exportar por convocatoria',
      clients: 'Exportar por cliente',
      incomplete: 'Exportar perfiles incompletos',
      aid: 'Exportar',
      deadlines: 'Exportar',
      scopeGrants:
        'Se exporta la convocatoria de la última búsqueda. | Se exportan las {n} convocatorias de la última búsqueda, sin nuevas consultas.',
      scopeClients:
        'Se exporta la fila cliente × ayuda de la última búsqueda. | Se exportan las {n} filas cliente × ayuda de la última búsqueda, con la marca «Nueva», sin nuevas consultas.',
      scopeIncomplete:
        'Se exporta el cliente con el perfil incompleto. | Se exportan los {n} clientes con el perfil incompleto.',
      scopeAid:
        'Se exporta el resumen del cliente de la última consulta. | Se exporta el resumen de los {n} clientes de la última consulta, sin nuevas consultas.',
      scopeDeadlines:
        'Se exporta el plazo de la última búsqueda. | Se exportan los {n} plazos de la última búsqueda, pasados incluidos.',
    },
    notice: {
      title: 'Nuevas oportunidades',
      body: 'Hay {n} oportunidad nueva para sus clientes desde la búsqueda anterior. | Hay {n} oportunidades nuevas para sus clientes desde la búsqueda anterior.',
      open: 'Abrir Cartera',
    },
  },
}
