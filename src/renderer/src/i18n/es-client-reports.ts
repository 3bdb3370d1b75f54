/**
 * Spanish texts of the client's «Informe de ayudas»: «Ajustes → Informes» (the firm's letterhead,
 * when a section is stale, the e-mail's template), the report's dialogs and the e-mail draft.
 * Part of ui-es.ts.
 */
export const esClientReports = {
  reportSettings: {
    title: 'Informes',
    help: 'Lo que llevan los informes de ayudas que envía a sus clientes, y el correo con que los envía. Se guarda en este equipo, para esta cuenta.',
    firmName: 'Nombre del despacho',
    address: 'Dirección',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    web: 'Web',
    logo: 'Logotipo',
    logoAlt: 'Logotipo del despacho',
    noLogo: 'Sin logotipo',
    logoHelp:
      'Imagen PNG o JPEG de hasta 1 MB. Se guarda una copia: puede mover o borrar el original.',
    pickLogo: 'Elegir logotipo…',
    removeLogo: 'Quitar logotipo',
    logoSize: '{type}, {size}',
    staleDays: 'Días tras los que un dato está desactualizado',
    staleDaysHelp:
      'Si lo que el informe usa (la última consulta de concesiones, de oportunidades o del registro) tiene más días, el informe lo dice y la aplicación ofrece actualizarlo antes.',
    template: 'Correo al cliente',
    templateHelp:
      'El asunto y el texto del correo que acompaña al informe. Estas palabras se sustituyen al preparar el correo:',
    templateLanguage: 'Idioma del correo',
    subject: 'Asunto',
    body: 'Texto',
    reset: 'Restablecer',
    resetHelp: 'Vuelve al texto de la aplicación en este idioma.',
    placeholders: {
      client: 'el nombre del cliente',
      firm: 'el nombre del despacho',
      date: 'la fecha del informe',
      period: 'el periodo que cubre el informe',
    },
    save: 'Guardar',
    saved: 'Ajustes de informes guardados.',
    invalid: 'Revise los campos marcados.',
  },
  clientReport: {
    open: 'Informe de ayudas',
    openBatch: 'Informes de ayudas ({n})',
    title: 'Informe de ayudas',
    titleBatch: 'Informes de ayudas',
    intro:
      'Un informe para enviar al cliente, con lo que la aplicación guarda de él y el membrete de «Ajustes → Informes».',
    introBatch:
      'Un informe por cliente de la lista tal como se ve (búsqueda y filtros): {n} clientes, en una carpeta que elija.',
    tooMany:
      'Se hacen como mucho {max} informes a la vez: acote la lista con la búsqueda o los filtros.',
    language: 'Idioma del informe',
    format: 'Formato',
    formats: { pdf: 'PDF', docx: 'Word (DOCX)' },
    note: 'Texto para el cliente (opcional)',
    noteHelp: 'Aparece al principio del informe, tal como lo escriba.',
    sections: 'Datos del informe',
    sectionNames: {
      company: 'La empresa',
      opportunities: 'Oportunidades',
      aid: 'Ayudas recibidas',
      registry: 'De minimis (registro oficial)',
      cases: 'Expedientes',
    },
    state: {
      fresh: 'Al día ({date})',
      stale: 'Desactualizado: del {date}',
      missing: 'Sin datos',
    },
    planning: 'Comprobando los datos guardados…',
    clientsNotFresh:
      '{n} clientes con datos desactualizados o que faltan | 1 cliente con datos desactualizados o que faltan | {n} clientes con datos desactualizados o que faltan',
    clientNotFresh: '{name}: {sections}',
    allFresh: 'Todos los datos están al día.',
    notFresh:
      'Hay datos desactualizados (más de {days} días) o que faltan. El informe lo dirá; puede actualizarlos antes.',
    refresh:
      'Actualizar antes ({n} consultas) | Actualizar antes (1 consulta) | Actualizar antes ({n} consultas)',
    refreshFree: 'Actualizar antes (sin coste)',
    refreshCost:
      'Cuesta {n} consultas de pago, que gastan créditos. | Cuesta 1 consulta de pago, que gasta créditos. | Cuesta {n} consultas de pago, que gastan créditos.',
    refreshing: 'Actualizando los datos…',
    refreshed: 'Datos actualizados.',
    refreshFailed: 'No se pudo actualizar: {what}',
    generate: 'Generar',
    generateAsIs: 'Generar tal como está',
    generating: 'Generando el informe…',
    progress: '{done} de {total} informes · {client}',
    cancel: 'Cancelar',
    close: 'Cerrar',
    done: 'Informe guardado: {file}',
    doneBatch:
      '{n} informes guardados en la carpeta. | 1 informe guardado en la carpeta. | {n} informes guardados en la carpeta.',
    cancelledBatch: 'Cancelado: se guardaron {done} de {total} informes.',
    openFile: 'Abrir',
    reveal: 'Mostrar en la carpeta',
    email: 'Preparar correo',
    emailReady: 'Correo preparado para {to} en su programa de correo.',
    emailNoAddress:
      'Correo preparado sin destinatario: el cliente no tiene correo electrónico en su ficha. Escríbalo en su programa de correo.',
    emailNotOpened: 'No se pudo abrir el programa de correo. El borrador está en {path}.',
    openFailed: 'No se pudo abrir el informe con ningún programa de este equipo.',
  },
}
