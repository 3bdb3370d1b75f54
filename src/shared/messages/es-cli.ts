/**
 * What the command line says in Spanish (part of es.ts), besides its errors and warnings: a wrong
 * command line (`cli.usage.*`, printed with the usage line, exit code 2) and its own lines on
 * stderr. The command line speaks Spanish; en-cli.ts keeps the catalogue complete.
 */
export const esCli = {
  // The words and flags given.
  'cli.usage.no_command': 'Falta el comando.',
  'cli.usage.unknown_command': 'Comando desconocido: «{word}».',
  'cli.usage.no_subcommand': 'Falta el subcomando de {group}: {subcommands}.',
  'cli.usage.unknown_subcommand': 'Subcomando de {group} desconocido: «{word}». Use {subcommands}.',
  'cli.usage.no_help': 'No hay ayuda de «{topic}».',
  'cli.usage.unknown_option': 'Opción desconocida: {flag}.',
  'cli.usage.option_needs_value':
    'Falta el valor de {flag} (si empieza por «-», escriba {flag}=VALOR).',
  'cli.usage.option_value': 'La opción {flag} no lleva valor, o le falta.',
  'cli.usage.invalid_options': 'Opciones no válidas.',
  'cli.usage.option_not_for': 'La opción {flag} no vale para «{command}».',
  'cli.usage.unexpected_argument': 'Argumento inesperado: «{word}».',
  'cli.usage.flag_missing': 'Falta {flag}.',
  'cli.usage.flag_goes_with': 'Falta {missing}: va con {given}.',
  'cli.usage.flag_empty': '{flag} está vacío.',
  // Lists of alternatives: «json, csv o xlsx».
  'cli.or': '{some} o {last}',

  // Values.
  'cli.usage.positive_integer': '{what} debe ser un número entero positivo: «{raw}».',
  'cli.usage.integer_range': '{what} debe ser un número entero de {min} a {max}: «{raw}».',
  'cli.usage.id_list':
    '{what} debe ser una lista de números enteros positivos separados por comas: «{raw}».',
  'cli.usage.integer': '{what} debe ser un número entero: «{raw}».',
  'cli.usage.amount': '{what} debe ser un importe, p. ej. 125000 o 1234.56: «{raw}».',
  'cli.usage.boolean': '{what} debe ser true o false: «{raw}».',
  // What a value check names when it is not a flag.
  'cli.subject.client_id': 'El ID del cliente',
  'cli.subject.case_id': 'El ID del expediente',
  'cli.subject.case_ids': 'Los ID de expediente',
  'cli.subject.field_value': 'El valor de {field}',
  'cli.subject.saved_settings': 'los ajustes guardados',

  // Output.
  'cli.usage.format_choice': '--format admite {formats}, no «{format}».',
  'cli.usage.out_missing': 'Falta --out ARCHIVO: el formato {format} se escribe en un archivo.',
  'cli.usage.lang_choice': '--lang admite {langs}, no «{lang}».',
  'cli.usage.page_or_all': 'Use --page o --all, no los dos.',
  'cli.report.history_unknown':
    'Abiertos, cerrados y los estados de un mes pasado son null: el servicio no da la fecha de creación ni la de un cambio de estado, y la línea de órdenes no guarda el historial de estados (lo guarda la aplicación).',
  'cli.report.requested_unknown':
    'Solicitado: null, porque algún expediente presentado en el mes no tiene importe solicitado.',
  'cli.report.awarded_unknown':
    'Concedido: null, porque algún expediente concedido en el mes no tiene importe concedido.',
  'cli.report.stale_unknown':
    'Hay expedientes sin ningún cambio de estado registrado aquí: no se sabe cuánto llevan en su estado (stale_unknown).',
  'cli.report.credits_unknown':
    'Créditos consumidos: null, porque las estadísticas de uso del servicio solo cuentan el periodo en curso, o no existen.',
  'cli.usage.month_format': '--month es un mes AAAA-MM (por ejemplo 2026-10), no «{raw}».',
  'cli.usage.expert_or_all': 'Use --expert o --all-experts, no los dos.',
  'cli.usage.closing_status_count':
    '--closing-status nombra de 1 a 200 estados (sus ids, que da «statuses»): «{raw}».',
  'cli.report.closing_unknown':
    'Cerrados: null también porque no se ha dicho qué estados cierran un expediente, que el catálogo de estados no dice: nómbrelos con --closing-status ID[,ID…] (los ids los da «statuses»).',

  // Connection and session.
  'cli.usage.env_choice': '--env debe ser demo, fandit o custom: «{env}».',
  'cli.usage.custom_needs_url':
    'Con --env custom indique la dirección del servicio con --base-url URL (o GRANTS_BASE_URL).',
  'cli.usage.urls_need_custom': '--base-url y --test-base-url solo se usan con --env custom.',
  'cli.usage.brand_needs_fandit': '--brand solo se usa con --env fandit.',
  'cli.usage.brand_invalid': '--brand no es válida: {issue}',
  'cli.usage.address_invalid': 'La dirección de {source} no es válida: {issue}',
  'cli.usage.expert_token_alone': 'GRANTS_EXPERT_TOKEN necesita también GRANTS_TOKEN.',
  'cli.usage.password_missing':
    'Falta la contraseña: escríbala cuando se pida, o envíela en la primera línea de la entrada estándar.',
  'cli.usage.password_unreadable': 'No se ha podido leer la contraseña de la entrada estándar.',
  'cli.usage.user_id_needed': 'Con GRANTS_TOKEN indique el usuario con --user-id N.',

  // Clients.
  'cli.usage.client_id_missing': 'Falta el ID del cliente.',
  'cli.usage.set_missing': 'Indique al menos un --set campo=valor.',
  'cli.usage.set_form': '--set espera campo=valor: «{set}».',
  'cli.usage.set_twice': 'El campo {field} aparece dos veces.',
  'cli.usage.not_editable': '«{field}» no es un campo editable. Campos: {fields}.',
  'cli.usage.set_invalid':
    'Hay valores no válidos en --set; no se ha enviado nada al servicio:\n{problems}',
  'cli.usage.filters_not_json': '--filters no es JSON válido.',
  'cli.usage.filters_not_object': '--filters debe ser un objeto JSON, p. ej. {example}.',
  'cli.usage.filters_unknown_keys': '--filters tiene claves desconocidas: {keys}.',
  'cli.usage.filters_value':
    '--filters: el valor de «{key}» no es válido; se espera {expected|cli.expected}.',
  'cli.expected.list': 'una lista de números, o un texto con ellos separados por comas',
  'cli.expected.other': 'un texto',

  // Concessions, grants and the simulator.
  'cli.usage.nif_characters':
    '--nif admite solo letras y cifras (y espacios, puntos o guiones entre ellas), por ejemplo B12345674.',
  'cli.usage.nif_length':
    '--nif debe tener de 2 a {max} letras y cifras, por ejemplo B12345674; el indicado tiene {length}.',
  'cli.usage.one_selector': 'Indique exactamente uno de --nif, --grant-id o --grant-slug.',
  'cli.usage.grant_slug': '--grant-slug está vacío o es demasiado largo.',
  'cli.usage.nif_simulation_flags':
    '--nif y --cnae no van con {flags}: la simulación por NIF y CNAE no usa el perfil y es una sola petición, sin páginas.',
  'cli.usage.province_missing': 'Falta --province: la provincia del cliente (código INE).',
  'cli.usage.cnae':
    '--cnae debe ser el código CNAE-2009 de la actividad, de 1 a 4 cifras, p. ej. 6201: «{raw}».',
  'cli.usage.search_missing': 'Falta --search TEXTO.',
  'cli.usage.search_length': '--search admite hasta {max} caracteres; el indicado tiene {length}.',
  'cli.usage.grant_missing': 'Falta el id o el slug de la convocatoria.',
  'cli.usage.grant_word': '«{word}» no es un id ni un slug de convocatoria.',
  'cli.usage.sections_empty': '--sections: vacío; se admiten {sections}.',
  'cli.usage.sections_unknown': '--sections: «{word}» no es una sección; se admiten {sections}.',
  'cli.usage.threshold':
    '--threshold debe ser un importe en euros sin separadores de miles, p. ej. 300000: «{raw}».',

  // The official registry (bdns commands).
  'cli.usage.bdns_nif':
    '--nif: «{raw}» no es un NIF, NIE o CIF válido ({problem}). El registro busca el NIF completo y exacto.',
  'cli.usage.bdns_code': 'Un código BDNS son cifras (seis hoy), por ejemplo 800000: «{raw}».',
  'cli.usage.bdns_code_missing':
    'Falta el código BDNS de la convocatoria (o varios, separados por comas).',
  'cli.usage.bdns_group_unknown':
    'No hay ningún grupo de «empresa única» llamado «{name}» en esta cuenta.',
  'cli.usage.bdns_url': '--bdns-url debe ser una dirección http:// o https://: «{raw}».',
  'cli.usage.bdns_declaration_nifs': 'La declaración es de un solo NIF (con su grupo): «{raw}».',
  'cli.usage.bdns_out_docx': '--out debe ser un archivo .docx: «{raw}».',
  // Case files.
  'cli.usage.case_id_missing': 'Falta el ID del expediente.',
  'cli.usage.date': '{flag} debe ser una fecha AAAA-MM-DD: «{raw}».',
  'cli.usage.deadline_period': 'Indique exactamente uno de --business-days, --months o --years.',
  'cli.usage.deadline_kind': '--kind debe ser {valid}: «{raw}».',
  'cli.usage.deadline_start':
    'Indique --from FECHA (con o sin plazo) o --date FECHA, una de las dos.',
  'cli.usage.case_ids_missing': 'Falta el ID del expediente (o varios, separados por comas).',
  'cli.usage.status_both_missing': 'Faltan --status-group y --status.',
  'cli.usage.status_group_unknown':
    'El grupo de estados {group} no está en el catálogo. Grupos válidos: {valid|cli.valid}.',
  'cli.usage.status_not_in_group':
    'El estado {status} no es del grupo {group}. Estados válidos de ese grupo: {valid|cli.valid}.',
  'cli.usage.status_name_unknown':
    'No hay ningún estado ni grupo llamado «{name}». Válidos: {valid|cli.valid}.',
  'cli.usage.status_name_ambiguous':
    '«{name}» nombra varios: {valid|cli.valid}. Indique el grupo o el id.',
  'cli.usage.status_in_other_group': 'El estado {status} es del grupo {group}.',
  'cli.valid.none': 'ninguno',
  'cli.valid.other': '{valid}',

  // The command line's own lines on stderr.
  'cli.output.warning': 'Aviso: {message}',
  'cli.output.progress': 'Descargando páginas: {done}/{total}',
  'cli.output.local_holiday': 'Festivo local',
  'cli.output.more_help': 'Más ayuda: {help}',
  'cli.prompt.password': 'Contraseña:',
} as const
