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
      cliente: 'el nombre del cliente',
      firma: 'el nombre del despacho',
      fecha: 'la fecha del informe',
      periodo: 'el periodo que cubre el informe',
    },
    save: 'Guardar',
    saved: 'Ajustes de informes guardados.',
    invalid: 'Revise los campos marcados.',
  },
}
