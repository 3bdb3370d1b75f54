/**
 * The command line's help in Spanish (`grants-desk help`, `<comando> --help`): its own catalogue,
 * beside es.ts rather than in it, so that the renderer, which never shows it, does not load it.
 * en-cli-help.ts has the same keys in English.
 *
 * Each text is a block of lines as the help prints them, the options' descriptions aligned by
 * hand; a line longer than 94 characters is a paragraph, wrapped when printed. `{name}` is a value
 * the help fills (cli-help.ts): a limit or default of the code, or another block. A brace that
 * does not open a name is text: the JSON shapes the commands print, `{ count, results }`.
 */
export const esCliHelp = {
  'cli.help.usage': 'Uso: {program} <comando> [opciones]',
  'cli.help.command_usage': 'Uso: {program} {usage} [opciones de conexión]',
  'cli.help.intro': 'Cliente de línea de órdenes de Grants Desk para el servicio de ayudas.',
  'cli.help.commands': 'Comandos:',
  'cli.help.help_usage': 'help [comando]',
  'cli.help.help_summary': 'Esta ayuda, o la de un comando (también «<comando> --help»).',
  'cli.help.options': 'Opciones:',
  'cli.help.more_help': 'Más ayuda: {program} {command} --help',
  'cli.help.group.clients': 'Comandos de clientes',
  'cli.help.group.portfolio': 'Comandos de la cartera',
  'cli.help.group.cases': 'Comandos de expedientes',
  'cli.help.group.bdns': 'Comandos del registro oficial de ayudas (BDNS)',
  'cli.help.group.report': 'Comandos de informes',
  'cli.help.connection': `Conexión (en cualquier comando):
  --env demo|fandit|custom  Servicio: demostración local, FANDIT o direcciones propias.
  --base-url URL            Dirección de producción (implica --env custom).
  --test-base-url URL       Dirección de pruebas (inicio de sesión y simulador); por defecto, la
                            de producción.
  --brand MARCA             Marca blanca de FANDIT: https://MARCA.api.fandit.es.
  --allow-insecure          Permite una dirección http:// (sin cifrar) que no sea de este equipo;
                            sin ella se rechaza antes de enviar nada. Úsela solo en una red de
                            confianza: la contraseña y los tokens viajarían sin protección.
  --verbose                 Escribe el registro de actividad en la salida de errores.
Las opciones ganan a las variables de entorno, y estas a lo guardado por «login».`,
  'cli.help.environment': `Variables de entorno:
  GRANTS_BASE_URL, GRANTS_TEST_BASE_URL  Direcciones propias (implican --env custom).
  GRANTS_TOKEN, GRANTS_EXPERT_TOKEN      Credenciales para no iniciar sesión; con ellas no se
                                         consulta el llavero (la de experto es opcional).
  GRANTS_DESK_HOME                       Carpeta de ajustes y sesión (por defecto
                                         ~/.config/grants-desk-cli).
  GRANTS_DESK_BDNS_URL                   Dirección del registro oficial (BDNS) para «bdns».`,
  'cli.help.output': `La salida es JSON en la salida estándar; avisos, progreso y errores van a la salida de errores.
Códigos de salida: 0 correcto; 1 error del servicio, de red o de sesión; 2 uso incorrecto;
130 y 143 interrumpida (Ctrl-C, SIGTERM): una exportación a --out no deja archivo a medias.`,

  // Blocks that several commands share, named in their details.
  'cli.help.block.page': `--page N        Página que se muestra (por defecto, la 1).
--all           Todas las páginas, hasta {pageConcurrency} a la vez; imprime { count, results }.`,
  'cli.help.block.output': `--format F      json (por defecto), csv (Excel en España: «;», coma decimal, UTF-8 con BOM)
                o xlsx (Excel). Con csv y xlsx hace falta --out.
--out ARCHIVO   Escribe el resultado en ese archivo (solo al terminar: nunca a medias) e
                imprime { file, format, rows }.
--lang {langs}    Idioma de los encabezados y de la hoja de csv y xlsx (por defecto, {defaultLang}).`,
  'cli.help.block.portfolio_cost': `--yes           Confirma la consulta cuando hará más de {confirmAbove} peticiones (cada una puede
                costar un crédito). Sin --yes, dice cuántas y termina con el código 2 sin
                enviar ninguna. Se hacen {portfolioConcurrency} a la vez; lo consultado en las últimas 24 horas
                no se vuelve a pedir. --yes responde a todas las preguntas de la orden, también
                a la segunda (cuando la primera página de algún perfil o NIF muestra más): la
                orden termina en una sola ejecución y dice por la salida de errores cuántas hizo
                de las que estimó.`,
  'cli.help.block.cost_caps': `--max-requests N  Lo más que puede enviar la orden: si hace falta más, se detiene sin pasar
                de N, dice lo que falta y cómo terminar, y termina con el código 3.
--ask-above N   No pregunta por menos de N peticiones (por defecto, el ajuste
                portfolioAskAbove del archivo de ajustes de la línea de órdenes, o {confirmAbove}).`,
  'cli.help.block.paid': `--yes           Con --all, confirma la consulta cuando hará más de {confirmAbove} peticiones (cada
                una puede costar un crédito). Sin --yes, pide solo la primera página para
                contarlas, dice cuántas faltan y termina con el código 2. --yes responde a
                todas las preguntas: si la lista crece mientras se lee, sigue hasta el final
                y dice por la salida de errores cuántas hizo de las que estimó.
Lo consultado en las últimas 24 horas con esta cuenta no se vuelve a pedir.`,
  'cli.help.block.portfolio_scope': `--filters JSON  Solo los clientes de esos filtros (las mismas claves que «clients list»).
--active        Solo clientes activos.`,
  'cli.help.block.case_status': `--status-group N  Grupo de estados («estado»), y --status N, uno de sus estados («subestado»),
                  del catálogo de «statuses»; se comprueban con él antes de enviar nada.
--observation TEXTO  Observación del cambio de estado.`,
  'cli.help.block.case_fields':
    'Cada expediente: id, identifier, uuid, title, client_data { id, business_name, email, nif }, expert_data { id, name, email }, company, phone, platform, reference, additional_data, status_group { id, name }, current_status { id, name }, requested_amount, awarded_amount, presentation_date, concession_date, shared_client.',
  'cli.help.block.case_columns':
    'En csv y xlsx, una fila por expediente: Id del expediente, Identificador, Título, Id del cliente, Cliente, NIF, Grupo, Estado, Importe solicitado (€), Importe concedido (€), Fecha de presentación, Fecha de concesión, Gestor y Referencia; los importes en euros y las fechas como fechas, vacías si faltan.',

  // Each command: its usage line, its summary and the lines under «Opciones:».
  'cli.help.login.usage': 'login --email CORREO [--print-tokens]',
  'cli.help.login.summary': 'Inicia sesión y la guarda en el llavero del sistema.',
  'cli.help.login.details': `--email CORREO  Correo de la cuenta.
--print-tokens  Imprime también los tokens de la sesión (tokens.GRANTS_TOKEN y
                tokens.GRANTS_EXPERT_TOKEN), para pasarlos a un script sin llavero.
                Solo con esta opción: nunca se imprimen, registran ni guardan de otro modo.
La contraseña se lee de la entrada estándar (su primera línea) o, en un terminal, se pide
sin mostrarla. El entorno usado se guarda para las órdenes siguientes.`,

  'cli.help.logout.usage': 'logout',
  'cli.help.logout.summary': 'Cierra la sesión y la borra del llavero.',

  'cli.help.whoami.usage': 'whoami',
  'cli.help.whoami.summary': 'Muestra el usuario con la sesión iniciada y el entorno.',

  'cli.help.profile.usage': 'profile [--user-id N]',
  'cli.help.profile.summary': 'Muestra el perfil del usuario (users/<id>/).',
  'cli.help.profile.details': `--user-id N     Usuario que se consulta; obligatorio con GRANTS_TOKEN. Por defecto, el de la
                sesión iniciada.`,

  'cli.help.clients_list.usage':
    'clients list [--page N] [--page-size N] [--all] [--filters JSON] [--active] [--format F --out ARCHIVO]',
  'cli.help.clients_list.summary': 'Lista los clientes: una página, o todas con --all.',
  'cli.help.clients_list.details': `{page}
--page-size N   Filas por página que se piden, de 1 a 200 (10 por defecto; con --all, 200).
--filters JSON  Objeto JSON de filtros, p. ej. '{"order":"-updated_at","status__in":"1"}'.
                Claves: order, status__in, general_text, nif__icontains,
                business_name__icontains, email__contains, reference__icontains,
                contacts__icontains, province_id__in, cnaes__id__in,
                provinces_to_work__id__in, expert__in, applicant_types_v2__id__in,
                simulator_check. Se envían en «filters» y cada una como parámetro.
--active        Solo clientes activos (isActive=1 y status__in=1).
{output}`,

  'cli.help.clients_create.usage':
    'clients create --nif NIF [--name TEXTO] [--email CORREO] [--phone TELÉFONO]',
  'cli.help.clients_create.summary': 'Añade un cliente a partir de su NIF.',
  'cli.help.clients_create.details': `--nif NIF          NIF, NIE o CIF del cliente; se comprueba antes de enviar nada.
--name TEXTO       Nombre o razón social.
--email CORREO     Correo electrónico.
--phone TELÉFONO   Teléfono.
Imprime el cliente que ha creado el servicio (POST clients/).`,

  'cli.help.clients_get.usage': 'clients get ID',
  'cli.help.clients_get.summary': 'Muestra un cliente.',

  'cli.help.clients_update.usage': 'clients update ID --set campo=valor [--set campo=valor …]',
  'cli.help.clients_update.summary': 'Modifica campos de un cliente; solo se envían los indicados.',
  'cli.help.clients_update.details': `--set campo=valor  Campo editable y su nuevo valor. Números en importes, empleados y estado;
                   true/false en public; listas de enteros separados por comas en cnaes,
                   provinces_to_work, applicant_types y action_items; un entero en province;
                   null vacía phone, reference y notes; texto en los demás. Se comprueban
                   con las reglas del formulario de la aplicación antes de enviar nada.
La respuesta del servicio sale por la salida estándar. Si no guarda algún campo (hay
servicios que no admiten reference, notes ni contacts), lo dice por la salida de errores
y termina con el código 1.`,

  'cli.help.concessions.usage':
    'concessions --nif NIF | --grant-id ID | --grant-slug SLUG [--all [--yes] [--max-requests N]] [--ask-above N] [--page N] [--format F --out ARCHIVO]',
  'cli.help.concessions.summary':
    'Concesiones publicadas de un beneficiario (por NIF) o de una ayuda.',
  'cli.help.concessions.details': `--nif NIF          Beneficiario: de 2 a 20 letras y cifras; un NIF con el control
                   incorrecto avisa, pero se busca.
--grant-id ID      Ayuda, por su identificador.
--grant-slug SLUG  Ayuda, por su slug.
{page}
{paid}
{costCaps}
{output}`,

  'cli.help.statuses.usage': 'statuses [--format F --out ARCHIVO]',
  'cli.help.statuses.summary': 'Grupos de estados de expediente (todas las páginas).',
  'cli.help.statuses.details': `Lo consultado en las últimas 24 horas con esta cuenta no se vuelve a pedir.
{output}`,

  'cli.help.grant.usage':
    'grant ID|SLUG [--sections details,documents,evaluation,normative,related] [--yes] [--ask-above N]',
  'cli.help.grant.summary':
    'El detalle de una convocatoria: requisitos, documentos, evaluación, normativa y ediciones anteriores.',
  'cli.help.grant.details': `--sections LISTA  Secciones, separadas por comas (por defecto, las cinco): details,
                  documents, evaluation, normative, related. Cada una es una consulta que
                  consume créditos; lo consultado en las últimas 24 horas con esta cuenta
                  no se vuelve a pedir.
Imprime { id, slug, closed, sections }; una sección que el servicio no ofrece queda en null.
Una convocatoria cerrada no es un error: closed es true y concessions dice cómo ver sus
concesiones. Con el slug solo se consulta el detalle (details): las demás secciones piden
el id numérico. Un servicio sin estas operaciones termina con código 1.
--yes           Confirma las peticiones de pago, como en los demás comandos (una por
                sección; hasta {confirmAbove} no hace falta).
{costCaps}`,

  'cli.help.simulate.usage':
    'simulate --province 28[,8] --applicants 1,2 --actions 3,4 [--all [--yes] [--max-requests N]] [--ask-above N] [--page N] [--format F --out ARCHIVO] | --nif NIF --cnae CODIGO --province N [--yes] [--ask-above N] [--format F --out ARCHIVO]',
  'cli.help.simulate.summary':
    'Ayudas a las que puede optar una empresa con ese perfil, o por su NIF y su CNAE si el perfil está incompleto.',
  'cli.help.simulate.details': `--province LISTA    Provincias (códigos INE), separadas por comas.
--applicants LISTA  Tipos de solicitante, separados por comas.
--actions LISTA     Acciones, separadas por comas.
{page}
{paid}
{costCaps}
{output}
Por NIF y CNAE, para un cliente sin tipos de solicitante o sin acciones:
--nif NIF           NIF del cliente, de 2 a 20 letras y cifras.
--cnae CODIGO       Código CNAE-2009 de su actividad, de 1 a 4 cifras (p. ej. 6201).
--province N        Su provincia (código INE, de 1 a 52): una sola.
--yes               Confirma las peticiones de pago, como en los demás comandos (esta es una,
                    que puede costar un crédito; hasta {confirmAbove} no hace falta), y admite
                    --max-requests y --ask-above.
Una sola petición, de hasta 20 ayudas, sin páginas; no admite --applicants, --actions,
--page ni --all. Imprime { count, next, previous, results } como por perfil; cada ayuda
lleva received: { date } si el NIF ya la recibió según las concesiones consultadas con esta
cuenta, o null. Si el servicio no ofrece esta simulación, lo dice y termina con el código 1.`,

  'cli.help.grants.usage': 'grants --search TEXTO [--page N] [--yes] [--ask-above N]',
  'cli.help.grants.summary':
    'Busca convocatorias con concesiones publicadas por palabras de su título.',
  'cli.help.grants.details': `--search TEXTO  Palabras del título de la convocatoria.
--page N        Página que se muestra (por defecto, la 1); cada página es una petición.
--yes           Confirma las peticiones de pago, como en los demás comandos (cada página es
                una, que puede costar un crédito; hasta {confirmAbove} no hace falta).
{costCaps}
Lo consultado en las últimas 24 horas con esta cuenta no se vuelve a pedir.
Imprime { count, results }: count, las convocatorias que encuentra el servicio; en results,
las de esa página, cada una con id, slug, title, status_text, total_amount,
concessions_count, concessions_amount y concession_requests (las peticiones que tomaría
listar sus concesiones con «concessions --grant-id ID --all»). Si el servicio no ofrece
esta búsqueda, lo dice y termina con el código 1.`,

  'cli.help.calls.usage':
    'calls [--text T | --meaning T] [--bdns CODIGO] [--province N,…] [--community N,…] [--applicants N,…] [--actions N,…] [--state open|pending|closed] [--closing-from AAAA-MM-DD] [--closing-to AAAA-MM-DD] [--min-amount N] [--max-amount N] [--minimis] [--order closing|-closing|amount|-amount|relevance] [--page N | --all] [--yes] [--format json|csv|xlsx --out ARCHIVO] | --save NOMBRE [filtros] | --saved NOMBRE [--yes] | --list-saved | --delete-saved NOMBRE | --fits ID|SLUG [--yes]',
  'cli.help.calls.summary':
    'Busca convocatorias (abiertas, próximas o cerradas) con filtros; guarda búsquedas y dice qué es nuevo; los clientes que encajan en una.',
  'cli.help.calls.details': `--text TEXTO          Palabras del título.
--meaning TEXTO       Búsqueda por significado (no va con --text).
--bdns CODIGO         Código BDNS (un número entero).
--province LISTA      Provincias (códigos INE), separadas por comas.
--community LISTA     Comunidades autónomas (códigos INE).
--applicants LISTA    Tipos de solicitante; --actions LISTA: acciones (ids del catálogo).
--state ESTADO        open (abiertas), pending (próximas) o closed (cerradas); sin él, todas.
--closing-from FECHA  Cierran desde ese día; --closing-to FECHA: hasta ese día (AAAA-MM-DD).
--min-amount N        Importe total mínimo en euros; --max-amount N: máximo.
--minimis             Solo las de minimis.
--order ORDEN         closing (por defecto: cierre más próximo), -closing, amount, -amount o
                      relevance; para un valor con guion, escriba --order=-closing.
--page N | --all      Una página (por defecto, la 1) o todas; cada página es una petición.
--yes                 Confirma las peticiones de pago (hasta {confirmAbove} no hace falta).
{costCaps}
--format F --out ARCHIVO  json (por defecto, en la salida), csv o xlsx.
--save NOMBRE         Guarda los filtros indicados con ese nombre.
--saved NOMBRE        Ejecuta esa búsqueda (todas sus páginas) y marca cada convocatoria
                      «new»: true si la ejecución anterior no la daba (false la primera vez);
                      «gone»: las de la ejecución anterior que ya no aparecen.
--list-saved          Lista las búsquedas guardadas; --delete-saved NOMBRE borra una.
--fits ID|SLUG        Los clientes que encajan en la convocatoria según su detalle guardado,
                      sin peticiones de pago («requests»: 0); si no está guardado, lo pide
                      («requests»: 1).
Solo se envían los filtros indicados. Lo consultado en las últimas 24 horas con esta cuenta no se
vuelve a pedir. Imprime { count, results }: count, las que encuentra el servicio; cada una con id,
slug, title, state, closes_on (leída de status_text), amount, status_text y recent. Un rango de
fechas o importes al revés es un error de uso (código 2, no se envía nada). Si el servicio no
ofrece esta búsqueda, lo dice y termina con el código 1.`,

  'cli.help.portfolio_opportunities.usage':
    'portfolio opportunities [--filters JSON] [--active] [--profile-only] [--yes] [--max-requests N] [--ask-above N] [--format F --out ARCHIVO]',
  'cli.help.portfolio_opportunities.summary':
    'Oportunidades de toda la cartera: el simulador una vez por perfil distinto.',
  'cli.help.portfolio_opportunities.details': `{portfolioScope}
--profile-only  Solo los clientes con el perfil completo: los que solo tienen NIF, provincia
                y CNAE van en incomplete, sin simularlos por NIF y CNAE.
{portfolioCost}
{costCaps}
{output}
Imprime { run_at, clients, incomplete, requests, opportunities }: una oportunidad por
cliente y ayuda, con new = true si no estaba en la consulta anterior de esta cuenta, y
origin: profile (por su perfil) o nif-cnae (por NIF y CNAE). Un cliente sin tipos de
solicitante o sin acciones, pero con NIF, provincia y CNAE, se simula por NIF y CNAE (una
petición por NIF distinto) si el servicio lo ofrece; los demás clientes sin provincia, tipo
de solicitante o acción van en incomplete. requests cuenta solo las peticiones que el
servicio respondió. En csv, una fila por cliente y ayuda; en xlsx, las hojas Por
convocatoria, Por cliente y Perfiles incompletos.`,

  'cli.help.portfolio_aid.usage':
    'portfolio aid [--filters JSON] [--active] [--years N] [--threshold EUROS] [--yes] [--max-requests N] [--ask-above N] [--format F --out ARCHIVO]',
  'cli.help.portfolio_aid.summary':
    'Ayudas recibidas por los clientes: las concesiones de cada NIF, por año.',
  'cli.help.portfolio_aid.details': `{portfolioScope}
--years N       Años naturales que se desglosan, el actual el primero (por defecto,
                {aidYears}; de 1 a {maxAidYears}). No cambian la suma del umbral.
--threshold EUROS  Umbral que marca over_threshold (por defecto, el de los ajustes:
                {aidThreshold}, el techo general de minimis en tres años). Es solo un aviso: el
                servicio no dice qué ayudas son de minimis.
{portfolioCost}
{costCaps}
{output}
Imprime { window, threshold, clients }. window { from, to } son los tres años que acaban
hoy (en Madrid), ambos días incluidos: desde el día siguiente a la misma fecha de hace tres
años. Por cliente: by_year, window_total (lo concedido en window), total (también las
concesiones sin fecha), count, undated_count y undated_total (sin fecha, no sumadas en
window ni en ningún año), last_date y over_threshold (window_total alcanza el umbral).`,

  'cli.help.portfolio_deadlines.usage':
    'portfolio deadlines [--yes] [--max-requests N] [--ask-above N] [--format json|csv|ics --out ARCHIVO]',
  'cli.help.portfolio_deadlines.summary':
    'Plazos de la cartera: aperturas y cierres con fecha, con los clientes que pueden optar.',
  'cli.help.portfolio_deadlines.details': `Consulta las oportunidades de todos los clientes (como «portfolio opportunities») y
lee las fechas de su estado. Imprime { deadlines }: cada fecha, también las pasadas,
ordenadas por fecha y slug. Los estados con una fecha que no se puede leer se avisan por
la salida de errores, tal como vienen.
{portfolioCost}
{costCaps}
--format F      json (por defecto), csv (Excel en España) o ics (iCalendar: un evento de
                día completo por apertura o cierre, para Outlook o Google Calendar). Con
                csv e ics hace falta --out.
--out ARCHIVO   Escribe el resultado en ese archivo (solo al terminar: nunca a medias).
--lang {langs}    Idioma de los encabezados y de los eventos (por defecto, {defaultLang}).`,

  'cli.help.cases_list.usage':
    'cases list [--all] [--mine] [--client ID] [--status-group N] [--status N] [--archived] [--format F --out ARCHIVO]',
  'cli.help.cases_list.summary':
    'Lista los expedientes activos (o los archivados): la primera página, o todas con --all.',
  'cli.help.cases_list.details': `--all           Todas las páginas (de {casePageSize}), hasta {pageConcurrency} a la vez. Sin --all, solo la primera,
                y si hay más lo dice por la salida de errores.
--mine          Solo los expedientes del gestor de la sesión (my_workflows).
--client ID     Solo los de ese cliente. Lee todas las páginas.
--status-group N  Solo los de ese grupo de estados; --status N, solo los de ese estado.
--archived      Solo los archivados: todos los expedientes menos los activos (isActive=1).
                Lee todas las páginas de las dos listas.
{output}
Imprime { count, results }. El cliente, el grupo y el estado se comprueban también en cada
fila, no solo se envían al servicio.
{caseFields}
{caseColumns}`,

  'cli.help.cases_get.usage': 'cases get ID',
  'cli.help.cases_get.summary': 'Muestra un expediente.',
  'cli.help.cases_get.details': 'Imprime el expediente. {caseFields}',

  'cli.help.cases_create.usage':
    'cases create --client ID --title TEXTO [--template ID] [--expert ID] [--reference TEXTO] [--data TEXTO] [--status-group N --status N] [--observation TEXTO]',
  'cli.help.cases_create.summary': 'Crea un expediente y le da su estado.',
  'cli.help.cases_create.details': `--client ID     Cliente del expediente (obligatorio).
--title TEXTO   Título (obligatorio).
--template ID   Plantilla del expediente.
--expert ID     Gestor al que se asigna (por defecto, el de la sesión).
--reference TEXTO  Referencia del solicitante.
--data TEXTO    Datos adicionales del solicitante.
{caseStatus}
Sin --status-group ni --status, el estado inicial del catálogo: el primer estado marcado
como inicial, en el orden del catálogo. Dos peticiones: crea el expediente (sin estado) y
luego le da el estado. Imprime { id, identifier, status_group, current_status }. Si falla la
segunda, el expediente existe sin estado: imprime { id }, lo dice y termina con el código 1.`,

  'cli.help.cases_status.usage':
    'cases status ID[,ID…] --status-group N --status N [--observation TEXTO]',
  'cli.help.cases_status.summary': 'Cambia el estado de uno o varios expedientes.',
  'cli.help.cases_status.details': `{caseStatus}
Imprime { ids, status_group, current_status, response }.`,

  'cli.help.cases_archive.usage': 'cases archive ID[,ID…]',
  'cli.help.cases_archive.summary': 'Archiva uno o varios expedientes.',
  'cli.help.cases_archive.details': 'Imprime { ids, action, response }.',

  'cli.help.cases_unarchive.usage': 'cases unarchive ID[,ID…]',
  'cli.help.cases_unarchive.summary': 'Desarchiva uno o varios expedientes.',
  'cli.help.cases_unarchive.details': 'Imprime { ids, action, response }.',

  'cli.help.cases_assign.usage': 'cases assign ID[,ID…] --expert N',
  'cli.help.cases_assign.summary': 'Asigna uno o varios expedientes a un gestor.',
  'cli.help.cases_assign.details': `--expert N   Id del gestor (de experts/available-experts/).
Imprime { ids, expert_id, response }.`,
  'cli.help.cases_deadlines.usage': 'cases deadlines ID',
  'cli.help.cases_deadlines.summary': 'Los plazos de un expediente, guardados en este equipo.',
  'cli.help.cases_deadlines.details': `Imprime { count, results }: los plazos en curso por su último día, después los cumplidos.
Cada plazo: { id, kind, label, from, until, unit, count, computed, skipped, weekends, done_on }.`,

  'cli.help.cases_deadline.usage':
    'cases deadline ID --kind TIPO (--from AAAA-MM-DD [--business-days N | --months N | --years N] | --date AAAA-MM-DD) [--label TEXTO]',
  'cli.help.cases_deadline.summary': 'Añade un plazo a un expediente y lo imprime.',
  'cli.help.cases_deadline.details': `Cuenta como «deadline» sobre los festivos nacionales, los de la comunidad y la localidad
del cliente (de «Ajustes») y los del expediente. Imprime el plazo con los campos de «deadline»
(unit es su kind) más id y kind.
--kind TIPO           subsanacion (10 días hábiles), alegaciones (10 días hábiles),
                      reposicion (1 mes), justificacion (3 meses), aceptacion (10 días
                      hábiles) u otro (con su plazo).
--from FECHA          Fecha de la notificación (o del fin del proyecto, en justificacion).
--business-days N     Otro plazo en días hábiles; --months N o --years N, en meses o años.
--date FECHA          Una fecha fija en lugar de un plazo que contar.
--label TEXTO         Qué es, en palabras del asesor.`,

  'cli.help.cases_docs.usage': 'cases docs ID [--received DOC_ID [--on AAAA-MM-DD]]',
  'cli.help.cases_docs.summary': 'La documentación que debe el cliente de un expediente.',
  'cli.help.cases_docs.details': `Imprime { count, results }, cada documento { id, name, state, received_on } con state
pending, received o not_applicable.
--received DOC_ID     Marca ese documento como recibido e imprime el documento.
--on FECHA            El día en que llegó (por defecto, hoy).`,

  'cli.help.cases_notes.usage': 'cases notes ID [--add TEXTO]',
  'cli.help.cases_notes.summary':
    'Las notas de un expediente, de la más reciente a la más antigua.',
  'cli.help.cases_notes.details': `Imprime { count, results }, cada nota { id, text, created_at, updated_at }.
--add TEXTO           Añade una nota e imprime la nota.`,

  'cli.help.deadline.usage':
    'deadline --from AAAA-MM-DD (--business-days N | --months N | --years N) [--province N] [--holiday AAAA-MM-DD …]',
  'cli.help.deadline.summary':
    'Último día de un plazo administrativo (art. 30 Ley 39/2015), sin iniciar sesión.',
  'cli.help.deadline.details': `Cuenta desde el día siguiente a --from. Los días hábiles saltan sábados, domingos y
festivos; los meses y años terminan el mismo día del mes final (o su último día), y si
ese día no es hábil, el plazo termina el siguiente hábil. Agosto cuenta como cualquier mes.
Imprime { from, until, kind, skipped }: skipped, los festivos en día laborable que se han
saltado, con su nombre.
--from FECHA          Fecha de la notificación o la publicación.
--business-days N     Plazo en días hábiles.
--months N            Plazo en meses.
--years N             Plazo en años.
--province N          Provincia (código INE): suma los festivos de su comunidad. Sin ella,
                      solo cuentan los festivos nacionales.
--holiday FECHA       Un festivo más (local, por ejemplo); puede repetirse.`,

  'cli.help.bdns_minimis.usage':
    'bdns minimis --nif NIF[,NIF…] [--group NOMBRE] [--as-of AAAA-MM-DD] [--format json|csv|xlsx --out ARCHIVO]',
  'cli.help.bdns_minimis.summary':
    'Ayudas de minimis de cada NIF en el registro oficial (BDNS) y el margen bajo cada límite, sin iniciar sesión.',
  'cli.help.bdns_minimis.details': `Consulta minimis/busqueda?nifCif= del registro oficial, gratis y sin cuenta. La ventana va
del día siguiente a la misma fecha tres años antes hasta --as-of (por defecto, hoy), ambos
incluidos; cada ayuda cuenta por su fecha de concesión, aunque se registrara después.
Imprime una lista, un elemento por NIF: { nif, group, window: { from, to }, aid: [{ nif,
bdns_code, granted_on, regulation, grantor, amount }], ceilings: [{ regulation, ceiling,
used, left }], other, undated, read_at, stale }. regulation es 2023/2831, 1407/2013,
2023/2832, 1408/2013 o 717/2014; other cuenta las filas de otro reglamento (no suman);
ceilings: 2023/2831 (general, 1407/2013, agrícolas y de pesca), 2023/2832 (todas),
1408/2013 (agrícolas) y 717/2014 (pesca), con el límite vigente en --as-of; left es negativo
si se ha pasado. Lo consultado se guarda un día; sin conexión se usa lo guardado (stale).
--nif NIF[,NIF…]      NIF, NIE o CIF completos y válidos (el registro busca el exacto).
--group NOMBRE        Suma las ayudas de los miembros de ese grupo de «empresa única»; sin él,
                      un NIF que está en un grupo suma el suyo.
--as-of FECHA         Día en que termina la ventana (por defecto, hoy).
--format F, --out ARCHIVO, --lang L  json (por defecto) o, con --out, csv o xlsx: una fila por
                      ayuda.
--bdns-url URL        Dirección del registro (por defecto, GRANTS_DESK_BDNS_URL, la del
                      servicio de demostración con --env demo, o el ajuste bdnsUrl).`,

  'cli.help.bdns_declaration.usage':
    'bdns declaration --nif NIF --grant TEXTO --out ARCHIVO.docx [--place LUGAR] [--name NOMBRE] [--address DOMICILIO] [--representative NOMBRE] [--representative-nif NIF] [--as-of AAAA-MM-DD]',
  'cli.help.bdns_declaration.summary':
    'Escribe la «Declaración responsable de ayudas de minimis» de un NIF (y su grupo) en DOCX.',
  'cli.help.bdns_declaration.details': `Con las ayudas de minimis del registro oficial en los tres años que terminan hoy (o
--as-of): cada una con su organismo, fecha, reglamento e importe, el total, el margen bajo
cada límite, el lugar y la fecha, en español, lista para imprimir y firmar. Lo que no se
indica queda en blanco para rellenar a mano. Imprime { file, aid, nifs }.
--grant TEXTO         La ayuda o convocatoria a la que acompaña.
--out ARCHIVO.docx    Dónde se escribe (solo al terminar: nunca a medias).`,

  'cli.help.bdns_call.usage': 'bdns call CÓDIGO',
  'cli.help.bdns_call.summary':
    'Una convocatoria del registro oficial (BDNS) por su código: plazos, documentos y anuncios.',
  'cli.help.bdns_call.details': `Imprime { code, title, opens_on, closes_on, open_text, close_text, open, documents: [{ id,
name, published_on, url }], notices: [{ id, title, bulletin, published_on, url }], url,
read_at, stale }; url es su página pública. Una fecha que el registro deja de enviar
conserva el último valor conocido.`,

  'cli.help.bdns_watch.usage': 'bdns watch CÓDIGO[,CÓDIGO…]',
  'cli.help.bdns_watch.summary':
    'Vuelve a leer convocatorias del registro oficial y dice qué ha cambiado desde el «bdns watch» anterior.',
  'cli.help.bdns_watch.details': `Imprime { changes: [{ code, field, before, after }] }: field es opens_on, closes_on,
open_text, close_text, open, document (documento nuevo) o notice (anuncio nuevo). La primera
vez de cada código no hay cambios: se toma como punto de partida. Un dato que llega vacío
no cuenta como cambio ni borra el anterior.`,
  'cli.help.report_month.usage':
    'report month [--month AAAA-MM] [--expert ID | --all-experts] [--stale-days N] [--closing-status ID[,ID…]] [--format json|xlsx|pdf --out ARCHIVO]',
  'cli.help.report_month.summary':
    'Informe mensual: expedientes por estado y por técnico, abiertos, cerrados, importes, parados y plazos.',
  'cli.help.report_month.details': `Lee todos los expedientes del servicio (todas las páginas, activos y archivados) y el
historial que este equipo registró. Por defecto, los del asesor de la sesión y el mes
anterior al actual. Los archivados se cuentan aparte (archived), nunca en los demás datos.
--month AAAA-MM   El mes del informe.
--expert ID       Los expedientes de ese técnico; --all-experts, los de todo el equipo.
--stale-days N    Parado: sin cambio de estado desde hace más de N días (por defecto, 30).
--closing-status ID[,ID…]
                  Los estados que cierran un expediente (sus ids, de «statuses»), para
                  contar los cerrados: el catálogo de estados no dice cuáles son.
--format F        json (por defecto), xlsx (una hoja por tabla) o pdf (tablas y gráficos);
                  xlsx y pdf necesitan --out.
--out ARCHIVO     Escribe el resultado en ese archivo (solo una vez completo).
--lang {langs}    Idioma de las cabeceras y del PDF (por defecto, {defaultLang}).
Imprime { month, by_status, by_expert, opened, closed, requested, awarded, trend, stale,
deadlines, credits_spent }. Un dato que el servicio no permite saber es null, y se dice
por qué en la salida de error.`,
  'cli.help.report_client.usage':
    'report client --client ID|--nif NIF [--lang L] [--format docx|pdf] --out ARCHIVO [--yes] [--max-requests N] [--ask-above N]',
  'cli.help.report_client.summary':
    'El «Informe de ayudas» de un cliente en Word o PDF: empresa, oportunidades, ayudas recibidas, minimis y expedientes.',
  'cli.help.report_client.details': `--client ID     El cliente, por su identificador; o --nif NIF, por su NIF.
--lang L         Idioma del informe: {langs} (por defecto, {defaultLang}).
--format F      docx o pdf; sin él, el de la extensión de --out.
--out ARCHIVO   Dónde se escribe el informe (solo una vez completo).
Pide al servicio el cliente, sus concesiones (todas las páginas; cada una puede costar
un crédito), sus expedientes activos (todas las páginas) y el registro oficial (gratuito).
Las oportunidades salen de la última simulación de su perfil o de la última cartera que
guarda este equipo; la salida de errores dice en una frase qué secciones no pudo llenar.
Imprime { file, format, language, client, sections }.
--yes           Confirma las concesiones cuando piden más de {confirmAbove} peticiones.
{costCaps}`,
} as const
