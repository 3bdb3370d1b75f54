import { CONFIRM_ABOVE_REQUESTS } from '@shared/concessions'
import {
  DEFAULT_AID_THRESHOLD,
  DEFAULT_AID_YEARS,
  MAX_AID_YEARS,
  PORTFOLIO_CONCURRENCY,
} from '@shared/portfolio-constants'
import { PAGE_CONCURRENCY } from '../api/answer-limits'
import { CASE_PAGE_SIZE } from '../services/cases-service'

/** Every command of `grants-desk`, its usage line, its own flags and its help, in Spanish. */

export const PROGRAM = 'grants-desk'

/** Flags every command accepts: where the service is, and the log. */
export const CONNECTION_OPTIONS = [
  'env',
  'base-url',
  'test-base-url',
  'brand',
  'allow-insecure',
  'verbose',
] as const

export const COMMAND_NAMES = [
  'login',
  'logout',
  'whoami',
  'profile',
  'clients list',
  'clients get',
  'clients update',
  'concessions',
  'statuses',
  'grant',
  'simulate',
  'grants',
  'portfolio opportunities',
  'portfolio aid',
  'portfolio deadlines',
  'cases list',
  'cases get',
  'cases create',
  'cases status',
  'cases archive',
  'cases unarchive',
] as const
export type CommandName = (typeof COMMAND_NAMES)[number]

/** Commands of two words: `help clients` and `help portfolio` list those of the group. */
const COMMAND_GROUPS = ['clients', 'portfolio', 'cases'] as const
export type CommandGroup = (typeof COMMAND_GROUPS)[number]
export type HelpTopic = CommandName | CommandGroup | null

export function isCommandGroup(word: string | undefined): word is CommandGroup {
  return (COMMAND_GROUPS as readonly (string | undefined)[]).includes(word)
}

function groupCommands(group: CommandGroup): CommandName[] {
  return COMMAND_NAMES.filter((name) => name.startsWith(`${group} `))
}

/** `list`, `get`, `update`: the subcommands of a group, for a usage error. */
export function subcommandsOf(group: CommandGroup): string[] {
  return groupCommands(group).map((name) => name.slice(group.length + 1))
}

export interface CommandSpec {
  usage: string
  summary: string
  /** Flags of this command, besides the connection ones and --help. */
  options: readonly string[]
  /** Lines under «Opciones:» of the command's help. */
  details: readonly string[]
}

const PAGE_DETAILS = [
  '--page N        Página que se muestra (por defecto, la 1).',
  `--all           Todas las páginas, hasta ${PAGE_CONCURRENCY} a la vez; imprime { count, results }.`,
]

const OUTPUT_DETAILS = [
  '--format F      json (por defecto), csv (Excel en España: «;», coma decimal, UTF-8 con BOM)',
  '                o xlsx (Excel). Con csv y xlsx hace falta --out.',
  '--out ARCHIVO   Escribe el resultado en ese archivo (solo al terminar: nunca a medias) e',
  '                imprime { file, format, rows }.',
  '--lang es|en    Idioma de los encabezados y de la hoja de csv y xlsx (por defecto, es).',
]

const PORTFOLIO_COST_DETAILS = [
  `--yes           Confirma la consulta cuando hará más de ${CONFIRM_ABOVE_REQUESTS} peticiones (cada una puede`,
  `                costar un crédito). Sin --yes, dice cuántas y termina con el código 2 sin`,
  `                enviar ninguna. Se hacen ${PORTFOLIO_CONCURRENCY} a la vez; lo consultado en las últimas 24 horas`,
  '                no se vuelve a pedir. Con --yes nunca hace más de las que dijo: si la primera',
  '                página de algún perfil o NIF muestra más, se detiene (código 2) y dice cuántas',
  '                faltan; la misma orden otra vez pide solo esas.',
]

/** Concessions and the simulator: their answers cost credits, as in the app. */
const PAID_DETAILS = [
  `--yes           Con --all, confirma la consulta cuando hará más de ${CONFIRM_ABOVE_REQUESTS} peticiones (cada`,
  '                una puede costar un crédito). Sin --yes, pide solo la primera página para',
  '                contarlas, dice cuántas faltan y termina con el código 2.',
  'Lo consultado en las últimas 24 horas con esta cuenta no se vuelve a pedir.',
]

const PORTFOLIO_SCOPE_DETAILS = [
  '--filters JSON  Solo los clientes de esos filtros (las mismas claves que «clients list»).',
  '--active        Solo clientes activos.',
]

/** Case files: expert token, no credits (SC-CASE-*). */
const CASE_STATUS_DETAILS = [
  '--status-group N  Grupo de estados («estado»), y --status N, uno de sus estados («subestado»),',
  '                  del catálogo de «statuses»; se comprueban con él antes de enviar nada.',
  '--observation TEXTO  Observación del cambio de estado.',
]

const CASE_FILE_FIELDS =
  'Cada expediente: id, identifier, uuid, title, client_data { id, business_name, email, nif }, expert_data { id, name, email }, company, phone, platform, reference, additional_data, status_group { id, name }, current_status { id, name }, requested_amount, awarded_amount, presentation_date, concession_date, shared_client.'

const CASE_FILE_COLUMNS =
  'En csv y xlsx, una fila por expediente: Id del expediente, Identificador, Título, Id del cliente, Cliente, NIF, Grupo, Estado, Importe solicitado (€), Importe concedido (€), Fecha de presentación, Fecha de concesión, Gestor y Referencia; los importes en euros y las fechas como fechas, vacías si faltan.'

/** A text as lines of at most 94 characters, for the help. */
function wrap(text: string): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > 94) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

export const COMMANDS: Record<CommandName, CommandSpec> = {
  login: {
    usage: 'login --email CORREO',
    summary: 'Inicia sesión y la guarda en el llavero del sistema.',
    options: ['email'],
    details: [
      '--email CORREO  Correo de la cuenta.',
      'La contraseña se lee de la entrada estándar (su primera línea) o, en un terminal, se pide',
      'sin mostrarla. El entorno usado se guarda para las órdenes siguientes.',
    ],
  },
  logout: {
    usage: 'logout',
    summary: 'Cierra la sesión y la borra del llavero.',
    options: [],
    details: [],
  },
  whoami: {
    usage: 'whoami',
    summary: 'Muestra el usuario con la sesión iniciada y el entorno.',
    options: [],
    details: [],
  },
  profile: {
    usage: 'profile [--user-id N]',
    summary: 'Muestra el perfil del usuario (users/<id>/).',
    options: ['user-id'],
    details: [
      '--user-id N     Usuario que se consulta; obligatorio con GRANTS_TOKEN. Por defecto, el de la',
      '                sesión iniciada.',
    ],
  },
  'clients list': {
    usage:
      'clients list [--page N] [--page-size N] [--all] [--filters JSON] [--active] [--format F --out ARCHIVO]',
    summary: 'Lista los clientes: una página, o todas con --all.',
    options: ['page', 'page-size', 'all', 'filters', 'active', 'format', 'out', 'lang'],
    details: [
      ...PAGE_DETAILS,
      '--page-size N   Filas por página que se piden, de 1 a 200 (10 por defecto; con --all, 200).',
      '--filters JSON  Objeto JSON de filtros, p. ej. \'{"order":"-updated_at","status__in":"1"}\'.',
      '                Claves: order, status__in, general_text, nif__icontains,',
      '                business_name__icontains, email__contains, reference__icontains,',
      '                contacts__icontains, province_id__in, cnaes__id__in,',
      '                provinces_to_work__id__in, expert__in, applicant_types_v2__id__in,',
      '                simulator_check. Se envían en «filters» y cada una como parámetro.',
      '--active        Solo clientes activos (isActive=1 y status__in=1).',
      ...OUTPUT_DETAILS,
    ],
  },
  'clients get': {
    usage: 'clients get ID',
    summary: 'Muestra un cliente.',
    options: [],
    details: [],
  },
  'clients update': {
    usage: 'clients update ID --set campo=valor [--set campo=valor …]',
    summary: 'Modifica campos de un cliente; solo se envían los indicados.',
    options: ['set'],
    details: [
      '--set campo=valor  Campo editable y su nuevo valor. Números en importes, empleados y estado;',
      '                   true/false en public; listas de enteros separados por comas en cnaes,',
      '                   provinces_to_work, applicant_types y action_items; un entero en province;',
      '                   null vacía phone, reference y notes; texto en los demás. Se comprueban',
      '                   con las reglas del formulario de la aplicación antes de enviar nada.',
      'La respuesta del servicio sale por la salida estándar. Si no guarda algún campo (hay',
      'servicios que no admiten reference, notes ni contacts), lo dice por la salida de errores',
      'y termina con el código 1.',
    ],
  },
  concessions: {
    usage:
      'concessions --nif NIF | --grant-id ID | --grant-slug SLUG [--all [--yes]] [--page N] [--format F --out ARCHIVO]',
    summary: 'Concesiones publicadas de un beneficiario (por NIF) o de una ayuda.',
    options: ['nif', 'grant-id', 'grant-slug', 'all', 'yes', 'page', 'format', 'out', 'lang'],
    details: [
      '--nif NIF          Beneficiario: de 2 a 20 letras y cifras; un NIF con el control',
      '                   incorrecto avisa, pero se busca.',
      '--grant-id ID      Ayuda, por su identificador.',
      '--grant-slug SLUG  Ayuda, por su slug.',
      ...PAGE_DETAILS,
      ...PAID_DETAILS,
      ...OUTPUT_DETAILS,
    ],
  },
  statuses: {
    usage: 'statuses [--format F --out ARCHIVO]',
    summary: 'Grupos de estados de expediente (todas las páginas).',
    options: ['format', 'out', 'lang'],
    details: [
      'Lo consultado en las últimas 24 horas con esta cuenta no se vuelve a pedir.',
      ...OUTPUT_DETAILS,
    ],
  },
  grant: {
    usage: 'grant ID|SLUG [--sections details,documents,evaluation,normative,related]',
    summary:
      'El detalle de una convocatoria: requisitos, documentos, evaluación, normativa y ediciones anteriores.',
    options: ['sections'],
    details: [
      '--sections LISTA  Secciones, separadas por comas (por defecto, las cinco): details,',
      '                  documents, evaluation, normative, related. Cada una es una consulta que',
      '                  consume créditos; lo consultado en las últimas 24 horas con esta cuenta',
      '                  no se vuelve a pedir.',
      'Imprime { id, slug, closed, sections }; una sección que el servicio no ofrece queda en null.',
      'Una convocatoria cerrada no es un error: closed es true y concessions dice cómo ver sus',
      'concesiones. Con el slug solo se consulta el detalle (details): las demás secciones piden',
      'el id numérico. Un servicio sin estas operaciones termina con código 1.',
    ],
  },
  simulate: {
    usage:
      'simulate --province 28[,8] --applicants 1,2 --actions 3,4 [--all [--yes]] [--page N] [--format F --out ARCHIVO] | --nif NIF --cnae CODIGO --province N [--yes] [--format F --out ARCHIVO]',
    summary:
      'Ayudas a las que puede optar una empresa con ese perfil, o por su NIF y su CNAE si el perfil está incompleto.',
    options: [
      'province',
      'applicants',
      'actions',
      'nif',
      'cnae',
      'all',
      'yes',
      'page',
      'format',
      'out',
      'lang',
    ],
    details: [
      '--province LISTA    Provincias (códigos INE), separadas por comas.',
      '--applicants LISTA  Tipos de solicitante, separados por comas.',
      '--actions LISTA     Acciones, separadas por comas.',
      ...PAGE_DETAILS,
      ...PAID_DETAILS,
      ...OUTPUT_DETAILS,
      'Por NIF y CNAE, para un cliente sin tipos de solicitante o sin acciones:',
      '--nif NIF           NIF del cliente, de 2 a 20 letras y cifras.',
      '--cnae CODIGO       Código CNAE-2009 de su actividad, de 1 a 4 cifras (p. ej. 6201).',
      '--province N        Su provincia (código INE, de 1 a 52): una sola.',
      `--yes               Confirma las peticiones de pago, como en los demás comandos (esta es una,`,
      `                    que puede costar un crédito; hasta ${CONFIRM_ABOVE_REQUESTS} no hace falta).`,
      'Una sola petición, de hasta 20 ayudas, sin páginas; no admite --applicants, --actions,',
      '--page ni --all. Imprime { count, next, previous, results } como por perfil; cada ayuda',
      'lleva received: { date } si el NIF ya la recibió según las concesiones consultadas con esta',
      'cuenta, o null. Si el servicio no ofrece esta simulación, lo dice y termina con el código 1.',
    ],
  },
  grants: {
    usage: 'grants --search TEXTO [--page N] [--yes]',
    summary: 'Busca convocatorias con concesiones publicadas por palabras de su título.',
    options: ['search', 'page', 'yes'],
    details: [
      '--search TEXTO  Palabras del título de la convocatoria.',
      '--page N        Página que se muestra (por defecto, la 1); cada página es una petición.',
      `--yes           Confirma las peticiones de pago, como en los demás comandos (cada página es`,
      `                una, que puede costar un crédito; hasta ${CONFIRM_ABOVE_REQUESTS} no hace falta).`,
      'Lo consultado en las últimas 24 horas con esta cuenta no se vuelve a pedir.',
      'Imprime { count, results }: count, las convocatorias que encuentra el servicio; en results,',
      'las de esa página, cada una con id, slug, title, status_text, total_amount,',
      'concessions_count, concessions_amount y concession_requests (las peticiones que tomaría',
      'listar sus concesiones con «concessions --grant-id ID --all»). Si el servicio no ofrece',
      'esta búsqueda, lo dice y termina con el código 1.',
    ],
  },
  'portfolio opportunities': {
    usage:
      'portfolio opportunities [--filters JSON] [--active] [--profile-only] [--yes] [--format F --out ARCHIVO]',
    summary: 'Oportunidades de toda la cartera: el simulador una vez por perfil distinto.',
    options: ['filters', 'active', 'profile-only', 'yes', 'format', 'out', 'lang'],
    details: [
      ...PORTFOLIO_SCOPE_DETAILS,
      '--profile-only  Solo los clientes con el perfil completo: los que solo tienen NIF, provincia',
      '                y CNAE van en incomplete, sin simularlos por NIF y CNAE.',
      ...PORTFOLIO_COST_DETAILS,
      ...OUTPUT_DETAILS,
      'Imprime { run_at, clients, incomplete, requests, opportunities }: una oportunidad por',
      'cliente y ayuda, con new = true si no estaba en la consulta anterior de esta cuenta, y',
      'origin: profile (por su perfil) o nif-cnae (por NIF y CNAE). Un cliente sin tipos de',
      'solicitante o sin acciones, pero con NIF, provincia y CNAE, se simula por NIF y CNAE (una',
      'petición por NIF distinto) si el servicio lo ofrece; los demás clientes sin provincia, tipo',
      'de solicitante o acción van en incomplete. requests cuenta solo las peticiones que el',
      'servicio respondió. En csv, una fila por cliente y ayuda; en xlsx, las hojas Por',
      'convocatoria, Por cliente y Perfiles incompletos.',
    ],
  },
  'portfolio aid': {
    usage:
      'portfolio aid [--filters JSON] [--active] [--years N] [--threshold EUROS] [--yes] [--format F --out ARCHIVO]',
    summary: 'Ayudas recibidas por los clientes: las concesiones de cada NIF, por año.',
    options: ['filters', 'active', 'years', 'threshold', 'yes', 'format', 'out', 'lang'],
    details: [
      ...PORTFOLIO_SCOPE_DETAILS,
      `--years N       Años naturales que se desglosan, el actual el primero (por defecto,`,
      `                ${DEFAULT_AID_YEARS}; de 1 a ${MAX_AID_YEARS}). No cambian la suma del umbral.`,
      `--threshold EUROS  Umbral que marca over_threshold (por defecto, el de los ajustes:`,
      `                ${DEFAULT_AID_THRESHOLD}, el techo general de minimis en tres años). Es solo un aviso: el`,
      '                servicio no dice qué ayudas son de minimis.',
      ...PORTFOLIO_COST_DETAILS,
      ...OUTPUT_DETAILS,
      'Imprime { window, threshold, clients }. window { from, to } son los tres años que acaban',
      'hoy (en Madrid), ambos días incluidos: desde el día siguiente a la misma fecha de hace tres',
      'años. Por cliente: by_year, window_total (lo concedido en window), total (también las',
      'concesiones sin fecha), count, undated_count y undated_total (sin fecha, no sumadas en',
      'window ni en ningún año), last_date y over_threshold (window_total alcanza el umbral).',
    ],
  },
  'portfolio deadlines': {
    usage: 'portfolio deadlines [--yes] [--format json|csv|ics --out ARCHIVO]',
    summary:
      'Plazos de la cartera: aperturas y cierres con fecha, con los clientes que pueden optar.',
    options: ['yes', 'format', 'out', 'lang'],
    details: [
      'Consulta las oportunidades de todos los clientes (como «portfolio opportunities») y',
      'lee las fechas de su estado. Imprime { deadlines }: cada fecha, también las pasadas,',
      'ordenadas por fecha y slug. Los estados con una fecha que no se puede leer se avisan por',
      'la salida de errores, tal como vienen.',
      ...PORTFOLIO_COST_DETAILS,
      '--format F      json (por defecto), csv (Excel en España) o ics (iCalendar: un evento de',
      '                día completo por apertura o cierre, para Outlook o Google Calendar). Con',
      '                csv e ics hace falta --out.',
      '--out ARCHIVO   Escribe el resultado en ese archivo (solo al terminar: nunca a medias).',
      '--lang es|en    Idioma de los encabezados y de los eventos (por defecto, es).',
    ],
  },
  'cases list': {
    usage:
      'cases list [--all] [--mine] [--client ID] [--status-group N] [--status N] [--archived] [--format F --out ARCHIVO]',
    summary:
      'Lista los expedientes activos (o los archivados): la primera página, o todas con --all.',
    options: [
      'all',
      'mine',
      'client',
      'status-group',
      'status',
      'archived',
      'format',
      'out',
      'lang',
    ],
    details: [
      `--all           Todas las páginas (de ${CASE_PAGE_SIZE}), hasta ${PAGE_CONCURRENCY} a la vez. Sin --all, solo la primera,`,
      '                y si hay más lo dice por la salida de errores.',
      '--mine          Solo los expedientes del gestor de la sesión (my_workflows).',
      '--client ID     Solo los de ese cliente. Lee todas las páginas.',
      '--status-group N  Solo los de ese grupo de estados; --status N, solo los de ese estado.',
      '--archived      Solo los archivados: todos los expedientes menos los activos (isActive=1).',
      '                Lee todas las páginas de las dos listas.',
      ...OUTPUT_DETAILS,
      'Imprime { count, results }. El cliente, el grupo y el estado se comprueban también en cada',
      'fila, no solo se envían al servicio.',
      ...wrap(CASE_FILE_FIELDS),
      ...wrap(CASE_FILE_COLUMNS),
    ],
  },
  'cases get': {
    usage: 'cases get ID',
    summary: 'Muestra un expediente.',
    options: [],
    details: wrap(`Imprime el expediente. ${CASE_FILE_FIELDS}`),
  },
  'cases create': {
    usage:
      'cases create --client ID --title TEXTO [--template ID] [--expert ID] [--reference TEXTO] [--data TEXTO] [--status-group N --status N] [--observation TEXTO]',
    summary: 'Crea un expediente y le da su estado.',
    options: [
      'client',
      'title',
      'template',
      'expert',
      'reference',
      'data',
      'status-group',
      'status',
      'observation',
    ],
    details: [
      '--client ID     Cliente del expediente (obligatorio).',
      '--title TEXTO   Título (obligatorio).',
      '--template ID   Plantilla del expediente.',
      '--expert ID     Gestor al que se asigna (por defecto, el de la sesión).',
      '--reference TEXTO  Referencia del solicitante.',
      '--data TEXTO    Datos adicionales del solicitante.',
      ...CASE_STATUS_DETAILS,
      'Sin --status-group ni --status, el estado inicial del catálogo: el primer estado marcado',
      'como inicial, en el orden del catálogo. Dos peticiones: crea el expediente (sin estado) y',
      'luego le da el estado. Imprime { id, identifier, status_group, current_status }. Si falla la',
      'segunda, el expediente existe sin estado: imprime { id }, lo dice y termina con el código 1.',
    ],
  },
  'cases status': {
    usage: 'cases status ID[,ID…] --status-group N --status N [--observation TEXTO]',
    summary: 'Cambia el estado de uno o varios expedientes.',
    options: ['status-group', 'status', 'observation'],
    details: [...CASE_STATUS_DETAILS, 'Imprime { ids, status_group, current_status, response }.'],
  },
  'cases archive': {
    usage: 'cases archive ID[,ID…]',
    summary: 'Archiva uno o varios expedientes.',
    options: [],
    details: ['Imprime { ids, action, response }.'],
  },
  'cases unarchive': {
    usage: 'cases unarchive ID[,ID…]',
    summary: 'Desarchiva uno o varios expedientes.',
    options: [],
    details: ['Imprime { ids, action, response }.'],
  },
}

const CONNECTION_HELP = `Conexión (en cualquier comando):
  --env demo|fandit|custom  Servicio: demostración local, FANDIT o direcciones propias.
  --base-url URL            Dirección de producción (implica --env custom).
  --test-base-url URL       Dirección de pruebas (inicio de sesión y simulador); por defecto, la
                            de producción.
  --brand MARCA             Marca blanca de FANDIT: https://MARCA.api.fandit.es.
  --allow-insecure          Permite una dirección http:// (sin cifrar) que no sea de este equipo;
                            sin ella se rechaza antes de enviar nada. Úsela solo en una red de
                            confianza: la contraseña y los tokens viajarían sin protección.
  --verbose                 Escribe el registro de actividad en la salida de errores.
Las opciones ganan a las variables de entorno, y estas a lo guardado por «login».`

const ENVIRONMENT_HELP = `Variables de entorno:
  GRANTS_BASE_URL, GRANTS_TEST_BASE_URL  Direcciones propias (implican --env custom).
  GRANTS_TOKEN, GRANTS_EXPERT_TOKEN      Credenciales para no iniciar sesión; con ellas no se
                                         consulta el llavero (la de experto es opcional).
  GRANTS_DESK_HOME                       Carpeta de ajustes y sesión (por defecto
                                         ~/.config/grants-desk-cli).`

export function usageLine(command: CommandName | null): string {
  if (!command) return `Uso: ${PROGRAM} <comando> [opciones]`
  return `Uso: ${PROGRAM} ${COMMANDS[command].usage} [opciones de conexión]`
}

export function generalHelp(): string {
  const width = Math.max(...COMMAND_NAMES.map((name) => name.length)) + 2
  const lines = COMMAND_NAMES.map((name) => `  ${name.padEnd(width)}${COMMANDS[name].summary}`)
  return `${usageLine(null)}

Cliente de línea de órdenes de Grants Desk para el servicio de ayudas.

Comandos:
${lines.join('\n')}
  ${'help [comando]'.padEnd(width)}Esta ayuda, o la de un comando (también «<comando> --help»).

${CONNECTION_HELP}

${ENVIRONMENT_HELP}

La salida es JSON en la salida estándar; avisos, progreso y errores van a la salida de errores.
Códigos de salida: 0 correcto; 1 error del servicio, de red o de sesión; 2 uso incorrecto;
130 y 143 interrumpida (Ctrl-C, SIGTERM): una exportación a --out no deja archivo a medias.
`
}

const GROUP_TITLES: Record<CommandGroup, string> = {
  clients: 'Comandos de clientes',
  portfolio: 'Comandos de la cartera',
  cases: 'Comandos de expedientes',
}

export function helpText(topic: HelpTopic): string {
  if (topic === null) return generalHelp()
  if (!isCommandGroup(topic)) return commandHelp(topic)
  const names = groupCommands(topic)
  const lines = names.map(
    (name) => `  ${PROGRAM} ${COMMANDS[name].usage}\n      ${COMMANDS[name].summary}`,
  )
  return `${GROUP_TITLES[topic]}:\n${lines.join('\n')}\n\nMás ayuda: ${PROGRAM} ${names[0] ?? topic} --help\n`
}

export function commandHelp(command: CommandName): string {
  const spec = COMMANDS[command]
  const details = spec.details.length > 0 ? `\nOpciones:\n  ${spec.details.join('\n  ')}\n` : ''
  return `${usageLine(command)}

${spec.summary}
${details}
${CONNECTION_HELP}
`
}
