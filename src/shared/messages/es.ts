import { esCalls } from './es-calls'
import { esCaseWork } from './es-case-work'
import { esCli } from './es-cli'
import { esClientReport } from './es-client-report'
import { esDeclaration } from './es-declaration'
import { esExports } from './es-exports'
import { esReportSettings } from './es-report-settings'
import { esMonthReport } from './es-month-report'
import { esShell } from './es-shell'

/**
 * The message catalogue in Spanish: every sentence that main, the command line or a shared schema
 * produces for a person (errors by `error.<code>.<reason>`, validation by `validation.*`, start-up
 * notices by `notice.<reason>`), and the words of the exports (es-exports.ts), of the desktop
 * shell (es-shell.ts) and of the command line (es-cli.ts). The renderer shows the same keys in the
 * UI language (en.ts).
 *
 * `{name}` is a parameter. `{name|prefix}` is the sentence `prefix.<value of name>` (`prefix.none`
 * for an empty value; `prefix.other` when there is none for that value), rendered with the same
 * parameters. `{name*prefix}` is a list: `name` holds identifiers separated by commas, each said
 * as `prefix.<identifier>` (or as written when the catalogue has no sentence for it), joined by
 * commas. A parameter named `detail` holds the service's own words, as it sent them. A brace that
 * does not open a name (`{ count, results }`) is text; only the command line's help has any
 * (es-cli-help.ts).
 */
export const es = {
  // Errors by code: what is said when an error has no reason the catalogue knows.
  'error.offline': 'Sin conexión con el servicio.',
  'error.timeout': 'El servicio no ha respondido a tiempo.',
  'error.unauthorized': 'La sesión ha caducado.',
  'error.forbidden': 'No tiene permiso para esta operación.',
  'error.no_credits': 'No dispone de créditos suficientes.',
  'error.not_found': 'No se ha encontrado.',
  'error.validation': 'Hay datos no válidos.',
  'error.rate_limited': 'Demasiadas peticiones seguidas.',
  'error.server': 'El servicio ha fallado.',
  'error.bad_response': 'El servicio ha enviado una respuesta incorrecta.',
  'error.conflict': 'Hay un conflicto con los datos del servicio.',
  'error.not_saved': 'El servicio no ha guardado algunos cambios.',
  'error.cancelled': 'Operación cancelada.',
  'error.no_session': 'No hay una sesión iniciada.',
  'error.no_expert': 'Su cuenta no tiene acceso de experto.',
  'error.insecure': 'Conexión sin cifrar rechazada.',
  'error.unknown_op': 'Operación desconocida.',
  'error.storage': 'La base de datos local no puede guardar esto.',
  'error.internal': 'Error inesperado.',

  // The service's answers (SC-ERR-1).
  'error.unauthorized.session_expired':
    'Su sesión ha caducado. Vuelva a iniciar sesión para continuar.',
  'error.forbidden.service_refused':
    '{detail} Su cuenta no tiene permiso para esta operación; si cree que debería tenerlo, consulte con el administrador de su plataforma.',
  'error.forbidden.http_status':
    '{status|http.status}. Su cuenta no tiene permiso para esta operación; si cree que debería tenerlo, consulte con el administrador de su plataforma.',
  'error.not_found.missing':
    'No se ha encontrado en el servicio. Compruebe el identificador o actualice la lista.',
  'error.rate_limited.too_many_requests':
    'El servicio está recibiendo demasiadas peticiones. Espere un momento y vuelva a intentarlo.',
  'error.server.service_refused':
    'El servicio de ayudas ha fallado ({detail}). Vuelva a intentarlo en unos minutos.',
  'error.server.http_status':
    'El servicio de ayudas ha fallado ({status|http.status}). Vuelva a intentarlo en unos minutos.',
  'error.validation.service_refused': '{detail} Revise los datos y vuelva a intentarlo.',
  'error.validation.http_status': '{status|http.status}. Revise los datos y vuelva a intentarlo.',
  'error.offline.unreachable':
    'Sin conexión con el servicio de ayudas. Compruebe su conexión a Internet y vuelva a intentarlo; mientras tanto verá los datos guardados.',
  'error.timeout.no_answer':
    'El servicio de ayudas no ha respondido en {seconds} s. Vuelva a intentarlo en unos minutos.',
  'error.cancelled.operation_cancelled': 'Operación cancelada.',

  // The official registry, BDNS (services/bdns): free, public, no session.
  'error.offline.bdns_unreachable':
    'No se ha podido conectar con el registro oficial de ayudas (BDNS). Compruebe su conexión a Internet y vuelva a intentarlo; mientras tanto verá los datos guardados.',
  'error.timeout.bdns_no_answer':
    'El registro oficial de ayudas (BDNS) no ha respondido a tiempo. Vuelva a intentarlo en unos minutos.',
  'error.rate_limited.bdns_busy':
    'El registro oficial de ayudas (BDNS) pide que se le consulte más despacio. Espere un minuto y vuelva a intentarlo.',
  'error.server.bdns_failed':
    'El registro oficial de ayudas (BDNS) ha fallado (HTTP {status}). Vuelva a intentarlo en unos minutos.',
  'error.server.bdns_said':
    'El registro oficial de ayudas (BDNS) no ha podido responder ({detail}). Vuelva a intentarlo en unos minutos.',
  'error.bad_response.bdns_unreadable':
    'El registro oficial de ayudas (BDNS) ha enviado una respuesta que la aplicación no entiende. Vuelva a intentarlo más tarde; si se repite, avise al soporte.',
  'error.validation.bdns_refused':
    'El registro oficial de ayudas (BDNS) ha rechazado la consulta ({detail}). Revise el NIF o el código y vuelva a intentarlo.',
  'error.bad_response.bdns_page_ceiling':
    'La consulta al registro oficial de ayudas (BDNS) ocuparía más de {limit} páginas y se ha detenido. Si se repite, avise al soporte.',

  // A paid request's 403, told apart with the credit balance (SC-COST-6).
  'error.no_credits.no_credits_left':
    'No le quedan créditos: ha usado los {monthly} de este mes y no tiene créditos extra. {resetOn|credits.renewal} Recargue créditos en su cuenta del servicio o consulte los datos ya guardados.',
  'credits.renewal.other': 'Se renuevan el {resetOn}.',
  'credits.renewal.none': 'El servicio no indica cuándo se renuevan.',
  'error.forbidden.forbidden_with_credits':
    'El servicio ha rechazado la consulta aunque le quedan {left} créditos: su sesión o el permiso de su cuenta no sirven para esta operación. Vuelva a iniciar sesión; si se repite, consulte con el administrador de su plataforma.',
  'error.forbidden.token_refused':
    'El servicio rechaza su sesión para esta consulta y también para ver sus créditos. Vuelva a iniciar sesión; si se repite, consulte con el administrador de su plataforma.',
  'error.forbidden.credits_unknown':
    'El servicio ha rechazado la consulta {detail|credits.refusal} y no se ha podido saber cuántos créditos le quedan: puede que sea por falta de créditos. Compruebe su saldo en su cuenta del servicio y recargue créditos si no le quedan; si le quedan, vuelva a iniciar sesión y, si se repite, consulte con el administrador de su plataforma.',
  'credits.refusal.other': '(«{detail}»)',
  'credits.refusal.none': 'sin decir el motivo',

  // Answers the app cannot use (the bounds of limits.ts).
  'error.bad_response.unexpected_shape':
    'El servicio ha enviado una respuesta que la aplicación no entiende (campo «{field}»). Vuelva a intentarlo; si se repite, avise al soporte.',
  'error.bad_response.next_invalid':
    'El servicio ha enviado una respuesta que la aplicación no entiende (enlace de página no válido). Vuelva a intentarlo; si se repite, avise al soporte.',
  'error.bad_response.body_too_large':
    'La respuesta del servicio supera el tamaño máximo que admite la aplicación ({limitMb} MB) y se ha descartado. Vuelva a intentarlo más tarde; si se repite, avise al soporte.',
  'error.bad_response.invalid_json':
    'El servicio ha enviado una respuesta que no es JSON válido. Vuelva a intentarlo más tarde; si se repite, avise al soporte.',
  'error.bad_response.redirect_foreign':
    'El servicio ha intentado redirigir la petición a otro servidor ({host}); la aplicación no la sigue para no enviarle su sesión. Compruebe la dirección del servicio en Ajustes o avise al soporte.',
  'error.bad_response.redirect_method':
    'El servicio ha respondido con una redirección a una petición {method}; la aplicación no reenvía cambios por su cuenta, así que no se ha guardado nada. Compruebe la dirección del servicio en Ajustes y vuelva a intentarlo.',
  'error.bad_response.too_many_redirects':
    'El servicio ha redirigido la petición más de {limit} veces. Vuelva a intentarlo más tarde; si se repite, avise al soporte.',
  'error.bad_response.redirect_without_location':
    'El servicio ha respondido con una redirección (HTTP {status}) sin decir adónde. Vuelva a intentarlo más tarde; si se repite, avise al soporte.',
  'error.bad_response.no_new_rows':
    'La página {page} de la lista no trae filas nuevas: el servicio repite lo ya enviado. La descarga se ha detenido. Vuelva a intentarlo más tarde; si se repite, avise al soporte.',
  'error.bad_response.next_repeated':
    'Tras la página {page}, el servicio enlaza de nuevo una página ya pedida. La descarga se ha detenido. Vuelva a intentarlo más tarde; si se repite, avise al soporte.',
  'error.bad_response.next_not_advancing':
    'Tras la página {page}, el servicio enlaza la página {nextPage} en lugar de una posterior. La descarga se ha detenido. Vuelva a intentarlo más tarde; si se repite, avise al soporte.',
  'error.bad_response.next_without_page':
    'Tras la página {page}, el servicio enlaza la siguiente sin número de página. La descarga se ha detenido. Vuelva a intentarlo más tarde; si se repite, avise al soporte.',
  'error.bad_response.more_pages_than_count':
    'El servicio anuncia {count} filas, que caben en {pages} páginas, pero sigue enviando más. La descarga se ha detenido. Vuelva a intentarlo más tarde; si se repite, avise al soporte.',
  'error.bad_response.page_ceiling':
    'La lista ocuparía {pages} páginas y la aplicación descarga como máximo {limit}. Acote la búsqueda; si cree que es un error del servicio, avise al soporte.',

  // Session and account.
  'error.no_session.signed_out': 'No hay una sesión iniciada. Inicie sesión para continuar.',
  'error.no_session.nothing_to_renew': 'No hay una sesión que renovar. Inicie sesión.',
  'error.no_expert.unknown_expert':
    'No se sabe qué técnico es usted en el servicio: elija un técnico o todo el equipo.',
  'error.no_expert.no_expert_token':
    'Su cuenta no tiene acceso de experto, así que no puede ver clientes ni estados de expedientes. Pida a su plataforma que le dé de alta como experto.',
  'error.validation.wrong_credentials':
    'Correo o contraseña incorrectos. Compruébelos (las mayúsculas cuentan) y vuelva a intentarlo.',
  'error.insecure.insecure_transport':
    'La dirección http://{host} no está cifrada: su contraseña y sus tokens viajarían a la vista de cualquiera en la red. Use una dirección https://, o {via|insecure.allow}.',
  'insecure.allow.other':
    'marque «Permitir conexión sin cifrar» en Ajustes → Avanzado si confía en esa red',
  'insecure.allow.flag': 'añada --allow-insecure si confía en esa red',
  'error.validation.invalid_environment': 'Revise el entorno: hay direcciones no válidas.',
  'error.internal.demo_failed':
    'No se ha podido arrancar el servicio de demostración en este equipo. Cierre y vuelva a abrir la aplicación, o elija otro entorno en Ajustes.',

  // Clients, outbox and the local database.
  'error.cancelled.sync_cancelled':
    'Sincronización cancelada: sus clientes guardados en este equipo no han cambiado. Pulse «Sincronizar» cuando quiera volver a intentarlo.',
  'error.cancelled.account_changed':
    'La sesión se cerró durante la sincronización: no se ha guardado nada.',
  'error.validation.postal_code_province':
    'El código postal no es de la provincia del cliente. Corrija uno de los dos.',
  'error.not_found.conflict_gone': 'Ese conflicto ya no existe. Actualice la lista.',
  'error.validation.conflict_choice_missing': 'Elija qué valor conservar para «{field}».',
  'error.validation.refused_earlier': '{detail}',
  'error.not_found.outbox_entry_gone':
    'Ese cambio ya no espera en la bandeja de salida. Actualice la lista.',
  // An edit the service answered without some of its fields (SC-EDIT-6): `fields` names them.
  'error.not_saved.fields_ignored':
    'El servicio no ha guardado: {fields*client.field}. {via|not_saved.next}',
  'not_saved.next.other':
    'Pulse «Reintentar» para enviarlo de nuevo o «Descartar» para dejarlo como está.',
  'not_saved.next.cli':
    'La respuesta del servicio está en la salida estándar. Compruebe con su proveedor si admite esos campos, o cámbielos desde su web.',
  'not_saved.next.cli_partial':
    'El resto sí se ha guardado; la respuesta del servicio está en la salida estándar. Compruebe con su proveedor si admite esos campos, o cámbielos desde su web.',
  'error.storage.outbox_unavailable':
    'No se puede dejar este cambio pendiente de envío: {mode|storage.why}. No se ha guardado nada. {cause|storage.next}',
  'storage.why.read-only':
    'la base de datos local está en modo de solo lectura (vea el aviso del inicio) y el cambio se perdería',
  'storage.why.other':
    'en esta sesión nada se guarda en este equipo (vea el aviso del inicio) y el cambio se perdería al cerrar la aplicación',
  'storage.next.offline': 'Guárdelo cuando vuelva la conexión con el servicio.',
  'storage.next.other':
    'Este cliente tiene cambios anteriores sin enviar, que no se envían hasta que la base de datos vuelva a funcionar: reinicie la aplicación y, si se repite, instale la última versión.',
  'error.storage.outbox_read_only':
    'La bandeja de salida no se puede modificar mientras la base de datos local no funcione con normalidad (vea el aviso del inicio). Reinicie la aplicación; si se repite, instale la última versión.',
  'error.storage.erase_unavailable':
    'No se pueden borrar los datos de esta cuenta: la base de datos local no se puede modificar en esta sesión (vea el aviso del inicio). Reinicie la aplicación; si se repite, instale la última versión.',

  // Exports.
  'error.validation.dossier_needs_xlsx':
    'La ficha del cliente tiene varias hojas: se exporta en Excel (.xlsx).',
  'error.forbidden.not_exported_here':
    'Solo se pueden mostrar los archivos exportados por la aplicación.',
  'error.cancelled.export_cancelled': 'Exportación cancelada.',
  'error.validation.needs_confirmation':
    'Esta consulta hará {requests} peticiones al servicio, que pueden consumir créditos. Confírmela para continuar (en la línea de órdenes, con --yes).',
  'error.validation.cli_needs_yes':
    'Esta consulta hará {requests} peticiones al servicio, que pueden consumir créditos, y no se ha enviado ninguna. Repita la orden con --yes para confirmarla.',
  'error.validation.cli_needs_yes_more':
    'Completar esta consulta hará {requests} peticiones más al servicio, que pueden consumir créditos. Solo se ha pedido la primera página, para contarlas, y se guarda 24 horas. Repita la orden con --yes para confirmarla.',
  'error.validation.cli_needs_yes_pages':
    'Hay más páginas de las que se podían contar antes de empezar: completar la consulta hace {more} peticiones más ({requests} en total), que pueden consumir créditos. Las {spent} hechas se guardan 24 horas y no se vuelven a pedir. Repita la orden con --yes para confirmar las que faltan.',
  'error.validation.cli_max_requests':
    'Se ha llegado al tope de --max-requests {max} con {spent} consultas hechas; terminar hace {requests} en total. Lo hecho se guarda 24 horas y no se vuelve a pedir: repita la orden con --max-requests {requests}, o sin tope, para terminar.',
  'error.validation.cli_max_requests_unkept':
    'Se ha llegado al tope de --max-requests {max} con {spent} consultas hechas, y la lista ha crecido mientras se leía: terminar hace al menos {requests} en total. Solo la primera página se guarda 24 horas: repita la orden con un tope mayor que {requests}, o sin tope, para terminar.',
  'error.validation.over_confirmed':
    'La lista ha crecido mientras se leía: terminarla haría más de las {confirmed} peticiones confirmadas, y no se ha hecho ninguna más. Vuelva a intentarlo para ver cuántas hacen falta ahora.',
  'error.conflict.portfolio_running':
    'Ya hay una consulta de la cartera de este tipo en curso. Espere a que termine o cancélela.',
  'error.cancelled.portfolio_cancelled':
    'Consulta de la cartera cancelada: no se ha guardado nada y se conserva la anterior.',
  'error.cancelled.portfolio_account_changed':
    'La sesión cambió durante la consulta de la cartera: no se ha guardado nada. Vuelva a ejecutarla.',
  'error.not_found.no_portfolio_run':
    'Todavía no hay ninguna consulta de {kind|portfolio.kind} guardada. Ejecútela en «Cartera» y vuelva a exportar.',
  'portfolio.kind.opportunities': 'oportunidades',
  'portfolio.kind.aid': 'ayudas recibidas',
  'portfolio.kind.other': 'la cartera',
  'portfolio.notify.title': 'Cartera: oportunidades nuevas',
  'portfolio.notify.body': '{count|portfolio.notify.count} Pulse para abrir «Cartera».',
  'portfolio.notify.count.1': 'Hay 1 oportunidad nueva para sus clientes.',
  'portfolio.notify.count.other': 'Hay {count} oportunidades nuevas para sus clientes.',

  // Updates: the native menu's items and dialogs, and «Acerca de» (src/shared/updates.ts).
  'update.menu.check': 'Buscar actualizaciones…',
  'update.menu.restart': 'Reiniciar para actualizar',
  'update.dialog.title': 'Actualizaciones',
  'update.dialog.ok': 'Aceptar',
  'update.support.package-manager':
    'Esta instalación es un paquete del sistema: las actualizaciones llegan por el gestor de paquetes, no desde la aplicación.',
  'update.support.development':
    'Esta copia se ejecuta desde el código fuente, sin instalar: no busca actualizaciones.',
  'update.support.none': 'Esta versión de Grants Desk no se actualiza sola.',
  'update.result.latest': 'Tiene la última versión, la {version}.',
  'update.result.checking': 'Buscando actualizaciones…',
  'update.result.downloading':
    'Hay una versión nueva, la {version}: se está descargando y podrá reiniciar para actualizar en cuanto termine.',
  'update.result.ready':
    'La versión {version} está descargada. Reinicie para actualizar cuando le venga bien.',
  'update.result.failed':
    'No se ha podido comprobar si hay actualizaciones. Compruebe su conexión a Internet y vuelva a intentarlo más tarde.',
  'update.result.download_failed':
    'No se ha podido descargar la versión {version}. Se volverá a intentar en la próxima comprobación.',
  'update.result.never': 'Todavía no se ha buscado ninguna actualización.',
  'update.restart.title': 'Reiniciar para actualizar',
  'update.restart.question': '¿Reiniciar ahora para instalar la versión {version}?',
  'update.restart.outbox': '{count|update.restart.outbox.count}',
  'update.restart.outbox.count.1':
    'Hay 1 cambio esperando en la bandeja de salida: se conserva y se enviará después del reinicio.',
  'update.restart.outbox.count.other':
    'Hay {count} cambios esperando en la bandeja de salida: se conservan y se enviarán después del reinicio.',
  'update.restart.exports': '{count|update.restart.exports.count}',
  'update.restart.exports.count.1':
    'Hay 1 exportación en curso: se cancelará y su archivo no se guardará.',
  'update.restart.exports.count.other':
    'Hay {count} exportaciones en curso: se cancelarán y sus archivos no se guardarán.',
  'update.restart.now': 'Reiniciar ahora',
  'update.restart.cancel': 'Cancelar',
  'error.internal.write_failed':
    'No se ha podido escribir el archivo «{file}» ({errno|export.errno}). Elija otra carpeta o cierre el archivo si está abierto y vuelva a intentarlo.',
  'export.errno.ENOENT': 'la carpeta no existe',
  'export.errno.ENOTDIR': 'la carpeta no existe',
  'export.errno.EACCES': 'no tiene permiso para escribir en esa carpeta',
  'export.errno.EPERM':
    'no tiene permiso para escribir en esa carpeta o el archivo está abierto en otro programa',
  'export.errno.EBUSY': 'el archivo está abierto en otro programa',
  'export.errno.EROFS': 'la carpeta es de solo lectura',
  'export.errno.ENOSPC': 'no queda espacio en el disco',
  'export.errno.EDQUOT': 'no queda espacio en el disco',
  'export.errno.EISDIR': 'ya existe una carpeta con ese nombre',
  'export.errno.other': 'error del sistema {errno}',
  'error.validation.no_sheets': 'No hay ninguna lista que exportar.',
  'error.validation.csv_one_sheet':
    'Un archivo CSV solo puede tener una lista y se han pedido {count}. Elija Excel (.xlsx) para exportar varias hojas.',
  'error.validation.unknown_columns':
    'Columnas desconocidas: {columns}. Elija columnas de la lista.',
  'error.validation.no_columns': 'Elija al menos una columna para exportar.',
  ...esExports,
  ...esMonthReport,
  ...esShell,
  ...esCli,
  ...esCaseWork,
  ...esCalls,
  ...esDeclaration,
  ...esReportSettings,
  ...esClientReport,

  // The bridge and the app itself.
  'error.internal.unexpected':
    'Ha ocurrido un error inesperado. Vuelva a intentarlo; si se repite, reinicie la aplicación.',
  'error.unknown_op.unknown_op': 'Operación desconocida: la aplicación no la ofrece.',
  'error.validation.invalid_input':
    'Datos no válidos en «{field}». Revise el formulario e inténtelo de nuevo.',
  'error.forbidden.foreign_sender': 'Petición rechazada: no procede de la ventana de Grants Desk.',
  'error.internal.no_bridge':
    'La ventana no está conectada con Grants Desk. Cierre y vuelva a abrir la aplicación.',
  'error.internal.bridge_failed':
    'No se ha podido hablar con el proceso principal. Vuelva a intentarlo.',

  // The command line.
  'error.no_session.keychain_missing':
    'La sesión de {email} ya no está en el llavero del sistema. Vuelva a iniciar sesión con «grants-desk login --email {email}», o defina GRANTS_TOKEN y GRANTS_EXPERT_TOKEN.',
  'error.no_session.keychain_unavailable':
    'La sesión de {email} no se recuerda porque el llavero del sistema no está disponible. Vuelva a iniciar sesión con «grants-desk login --email {email}», o defina GRANTS_TOKEN y GRANTS_EXPERT_TOKEN.',
  'error.no_session.cli_signed_out':
    'No hay una sesión iniciada en este entorno. Inicie sesión con «grants-desk login --email CORREO», o defina GRANTS_TOKEN y GRANTS_EXPERT_TOKEN.',
  'error.cancelled.command_interrupted': 'Orden interrumpida.',
  'error.cancelled.interrupted': 'Orden interrumpida ({signal}).',
  'error.cancelled.interrupted_writing':
    'Orden interrumpida ({signal}). No se ha escrito «{file}» ni queda ningún archivo a medias.',
  'error.internal.cli_unexpected':
    'Error inesperado. Repita la orden con --verbose para ver el detalle y, si se repite, avise al soporte.',
  'error.internal.cli_unexpected_detail': 'Error inesperado ({detail}).',
  // Case files (SC-CASE-*).
  'error.validation.case_status_group':
    'El grupo de estados {group} no está en el catálogo de estados de expediente.',
  'error.validation.case_status':
    'El estado {status} no es del grupo «{groupName}» en el catálogo de estados de expediente.',
  'error.not_found.case_file':
    'El expediente {id} no está en la copia local: sincronice los expedientes.',
  'error.validation.case_status_template':
    'El estado «{status}» no es de la plantilla de este expediente: elija uno de los que se ofrecen.',
  'error.validation.unarchive_refused':
    'Este servicio no acepta desarchivar expedientes desde la aplicación: el expediente sigue archivado.',
  'error.validation.case_expert':
    'El gestor {expert} no está entre los gestores disponibles: sincronice los expedientes y elija uno de la lista.',
  'error.not_found.case_identifier': 'No hay ningún expediente con el identificador {identifier}.',
  'error.not_saved.case_status_queued':
    'El expediente {id} se ha creado, pero su estado no se ha podido asignar: queda en la bandeja de salida y se enviará al recuperar la conexión.',
  'error.not_found.no_case_files': 'Este servicio no ofrece expedientes.',
  'error.not_found.no_grant_detail': 'Este servicio no ofrece el detalle de las convocatorias.',
  'error.not_found.grant_slug':
    'No hay ninguna convocatoria activa con el slug «{slug}»: puede estar cerrada o no existir, o este servicio no ofrecer su detalle. Con su id numérico se sabe cuál.',
  'error.not_found.grant_slug_without_id':
    'El detalle de la convocatoria no dice su id: {sections} piden el id numérico. Consulte la convocatoria por su id.',
  'error.not_found.no_nif_simulation': 'Este servicio no ofrece la simulación por NIF y CNAE.',
  'error.not_found.no_grants_search':
    'Este servicio no ofrece la búsqueda de convocatorias con concesiones.',
  'error.not_found.no_statuses':
    'El catálogo de estados del servicio no tiene ningún estado, así que no hay estado inicial; no se ha creado el expediente.',
  'error.not_saved.case_without_status':
    'El expediente {id} existe, pero sin estado: asígneselo con «grants-desk cases status {id} --status-group N --status N».',
  'error.not_found.page_missing':
    'La página {page} no existe: la lista tiene menos páginas. Pruebe con un número menor o con --all.',

  // HTTP statuses named without the service's words: an English reason phrase never reaches the user.
  'http.status.400': 'Petición no válida',
  'http.status.401': 'No autorizado',
  'http.status.403': 'Acceso denegado',
  'http.status.404': 'No encontrado',
  'http.status.405': 'Método no permitido',
  'http.status.408': 'Tiempo de espera agotado',
  'http.status.409': 'Conflicto',
  'http.status.413': 'Petición demasiado grande',
  'http.status.422': 'Datos no procesables',
  'http.status.429': 'Demasiadas peticiones',
  'http.status.500': 'Error interno del servidor',
  'http.status.502': 'Pasarela incorrecta',
  'http.status.503': 'Servicio no disponible',
  'http.status.504': 'Tiempo de espera agotado en la pasarela',
  'http.status.other': 'Error HTTP {status}',

  // Start-up notices, by reason.
  // Command-line warnings (stderr); the command goes on.
  'cli.warning.env_token_over_login':
    'GRANTS_TOKEN está definido: las demás órdenes usarán esas credenciales y no esta sesión.',
  'cli.warning.env_token_after_logout':
    'GRANTS_TOKEN sigue definido: las demás órdenes seguirán usando esas credenciales.',
  'cli.warning.keychain_unavailable':
    'el llavero del sistema no está disponible, así que la sesión no se recordará y la próxima orden no la tendrá: pásela en GRANTS_TOKEN y GRANTS_EXPERT_TOKEN, que «login --print-tokens» imprime.',
  'cli.warning.clients_without_nif': '{count} clientes sin NIF no se han consultado (ids: {ids}).',
  'cli.warning.unparsed_date': 'no se entiende la fecha de «{title}» ({slug}): «{text}».',
  'cli.warning.cases_first_page':
    'solo se muestra la primera página ({shown} expedientes); el servicio cuenta {count}: use --all para verlos todos.',
  'cli.warning.case_not_read_back':
    'el expediente {id} tiene su estado, pero no se ha podido volver a leer: identifier queda en null.',
  'cli.warning.tax_id_searched_anyway': '{problem} («{nif}»); se busca igualmente.',
  'cli.warning.case_status_filter_refused':
    'el servicio no acepta el filtro por estado (400): se ha pedido sin él y se filtra aquí.',
  'cli.warning.case_status_filter_ignored':
    'el servicio no ha aplicado el filtro por estado: se filtra aquí.',
  'cli.warning.requests_spent': 'consultas hechas: {spent}, de {estimated} estimadas al empezar.',
  'cli.warning.grant_slug_only_details':
    'el detalle de este servicio no dice el id de la convocatoria: {sections} piden su id numérico y no se consultan.',

  'notice.database_newer':
    'Sus datos de este equipo son de una versión más reciente de Grants Desk que esta. No se han abierto ni modificado: siguen en «{path}», con sus cambios sin enviar. Mientras use esta versión, nada se guarda en este equipo y no se admiten cambios sin conexión. Instale la versión más reciente de Grants Desk.',
  'notice.database_migration_failed':
    'No se ha podido actualizar la base de datos local a esta versión de la aplicación. El archivo «{path}» se ha dejado tal como estaba y la aplicación funciona en modo de solo lectura. {visible|notice.visible}; los cambios sin conexión no se pueden guardar y la bandeja de salida no se enviará hasta que se resuelva. Cierre y vuelva a abrir la aplicación; si se repite, instale la última versión.',
  'notice.database_not_writable':
    'No se puede escribir en la base de datos local. El archivo «{path}» se ha dejado tal como estaba y la aplicación funciona en modo de solo lectura. {visible|notice.visible}; los cambios sin conexión no se pueden guardar y la bandeja de salida no se enviará hasta que se resuelva. Cierre y vuelva a abrir la aplicación; si se repite, instale la última versión.',
  'notice.visible.all': 'Ve sus datos de siempre',
  'notice.visible.outbox':
    'Solo se han podido leer sus cambios sin enviar ({pending}), que se ven en la bandeja de salida',
  'notice.visible.other': 'No se ha podido leer su contenido',
  'notice.database_corrupt':
    'La base de datos local estaba dañada y se ha apartado en «{movedTo}». {kept|notice.kept} Se ha empezado una nueva: sus clientes se descargarán de nuevo al sincronizar.',
  'notice.kept.0': 'No había cambios sin enviar que se pudieran leer.',
  'notice.kept.1': 'Se ha rescatado 1 cambio sin enviar, que espera en la bandeja de salida.',
  'notice.kept.other':
    'Se han rescatado {kept} cambios sin enviar, que esperan en la bandeja de salida.',
  'notice.database_unavailable':
    'No se ha podido abrir la base de datos local «{path}» ({error}); no se ha modificado. Mientras tanto nada se guarda en este equipo y no se admiten cambios sin conexión. Compruebe que la carpeta es suya y tiene permiso de escritura, y vuelva a abrir la aplicación.',

  // Validation: what zod says when a schema gives no key of its own.
  'validation.invalid': 'Valor no válido.',
  'validation.invalid_type': 'Falta este dato o no tiene el formato esperado.',
  'validation.required': 'No puede quedar vacío.',
  'validation.missing_on_service': 'Falta en el servicio.',
  'validation.wrong_on_service': 'Así está en el servicio: {message}',
  'validation.too_short': 'Escriba al menos {min} caracteres.',
  'validation.too_long': 'Como mucho {max} caracteres.',
  'validation.minimis_group.too_few':
    'Un grupo de «empresa única» reúne al menos dos NIF; añada otro o no cree el grupo.',
  'validation.minimis_group.too_many': 'Un grupo reúne como mucho {max} NIF.',
  'error.conflict.minimis_group_taken':
    'El NIF {nif} ya está en el grupo «{group}»: un NIF solo puede estar en un grupo. Quítelo de ese grupo primero.',
  'error.conflict.minimis_group_name': 'Ya hay un grupo llamado «{name}». Elija otro nombre.',
  'error.not_found.minimis_group': 'Ese grupo de «empresa única» ya no existe. Actualice la lista.',
  'validation.too_small': 'Escriba un número igual o mayor que {min}.',
  'validation.too_big': 'Escriba un número igual o menor que {max}.',
  'validation.too_few': 'Elija al menos {min}.',
  'validation.too_many': 'Elija como mucho {max}.',
  'validation.invalid_format': 'El formato no es válido.',
  'validation.invalid_option': 'Elija uno de los valores de la lista.',
  'validation.unknown_fields': 'Campos desconocidos: {keys}.',

  // Validation: NIF, NIE and CIF.
  'validation.tax_id.empty': 'Escriba el NIF, NIE o CIF',
  'validation.tax_id.nif_control': 'La letra de control del NIF no es correcta',
  'validation.tax_id.nie_control': 'La letra de control del NIE no es correcta',
  'validation.tax_id.cif_control': 'El carácter de control del CIF no es correcto',
  'validation.tax_id.cif_needs_letter':
    'Un CIF que empieza por {org} termina en una letra de control, no en una cifra',
  'validation.tax_id.cif_needs_digit':
    'Un CIF que empieza por {org} termina en una cifra de control, no en una letra',
  'validation.tax_id.format': 'El formato no corresponde a un NIF, NIE ni CIF',

  // Validation: the client form (SC-EDIT-3) and its catalogues.
  'validation.email': 'Escriba un correo electrónico válido, por ejemplo nombre@empresa.es.',
  'validation.phone': 'Escriba un teléfono válido, por ejemplo +34 912 345 678.',
  'validation.choose_status': 'Elija un estado.',
  'validation.postal_code_digits': 'El código postal tiene 5 cifras.',
  'validation.postal_code_unknown': 'Ese código postal no corresponde a ninguna provincia.',
  'validation.postal_code_province':
    'El código postal no es de la provincia elegida (sus dos primeras cifras la indican).',
  'validation.province_code': 'La provincia debe ser un código INE entre 1 y 52',
  'validation.community_code': 'La comunidad autónoma debe ser un código INE entre 1 y 19',
  'validation.cnae_code': 'El CNAE debe ser una clase CNAE-2009 (4 cifras) conocida',
  'validation.amount': 'Escriba un importe en euros.',
  'validation.not_negative': 'No puede ser negativo.',
  'validation.amount_too_big': 'El importe es demasiado grande.',
  'validation.whole_number': 'Escriba un número entero.',
  'validation.number_too_big': 'El número es demasiado grande.',
  'validation.date': 'Escriba una fecha válida.',
  'validation.date_future': 'La fecha de constitución no puede ser futura.',
  'validation.no_changes': 'No hay cambios que guardar.',
  'validation.figure_not_emptied':
    'El servicio no admite dejarlo vacío una vez guardado: escriba un valor.',
  'validation.choose_conflict_value': 'Elija «mantener mi cambio» o «usar el del servidor».',
  'validation.choose_xlsx': 'Elija Excel (.xlsx).',
  'validation.choose_columns': 'Elija al menos una columna.',
  'validation.unknown_columns': 'No existe: {columns}',

  // The client's fields, as the form, the record and the exports name them (client-fields.ts);
  // the last four are read-only (SC-EDIT-1).
  'client.field.nif': 'NIF, CIF o NIE',
  'client.field.business_name': 'Nombre o razón social',
  'client.field.email': 'Correo electrónico',
  'client.field.phone': 'Teléfono',
  'client.field.public': 'Cliente público',
  'client.field.status': 'Estado',
  'client.field.reference': 'Referencia',
  'client.field.notes': 'Notas',
  'client.field.contacts': 'Personas de contacto',
  'client.field.address': 'Dirección',
  'client.field.postal_code': 'Código postal',
  'client.field.location': 'Localidad',
  'client.field.province': 'Provincia',
  'client.field.legal_representative_name': 'Nombre del representante',
  'client.field.legal_representative_nif': 'NIF del representante',
  'client.field.legal_representation_type': 'Tipo de representación',
  'client.field.cnaes': 'Actividades (CNAE)',
  'client.field.provinces_to_work': 'Provincias donde trabaja',
  'client.field.applicant_types': 'Tipos de solicitante',
  'client.field.action_items': 'Acciones',
  'client.field.employees_quantity': 'Empleados',
  'client.field.constitution_date': 'Fecha de constitución',
  'client.field.last_year_billing': 'Facturación del último año',
  'client.field.investment_budget': 'Presupuesto de inversión',
  'client.field.project_description': 'Descripción del proyecto',
  'client.field.id': 'Identificador',
  'client.field.expert_data': 'Gestor',
  'client.field.experts': 'Otros gestores',
  'client.field.platform_data': 'Plataforma',
  // A client's status (SC-CLIENT-3), and one the app does not know.
  'client.status.1': 'Activo',
  'client.status.2': 'Inactivo',
  'client.status.3': 'Potencial',
  'client.status.other': 'Estado {status}',

  // Validation: sign-in, settings, concessions and the simulator.
  'validation.email_required': 'Escriba su correo electrónico.',
  'validation.password_required': 'Escriba su contraseña.',
  'validation.url':
    'Introduzca una dirección http:// o https:// completa, por ejemplo https://api.fandit.es.',
  'validation.brand':
    'La marca solo admite letras minúsculas, números y guiones, por ejemplo «miasesoria».',
  'validation.prefix_empty': 'El prefijo no puede estar vacío.',
  'validation.prefix_word': 'El prefijo es una sola palabra, sin espacios.',
  'validation.grant_id': 'Escriba un identificador de convocatoria (un número).',
  'validation.grant_slug': 'Escriba el identificador de la convocatoria.',
  'validation.choose_province': 'Elija al menos una provincia.',
  'validation.choose_applicant': 'Elija al menos un tipo de solicitante.',
  'validation.choose_action': 'Elija al menos una acción.',
} as const
