import { CLIENT_FIELD_LABELS } from '@shared/client-field-labels'
import { CLIENT_STATUSES } from '@shared/domain/client'
import { esLookups } from './es-lookups'

// G9's status labels are the source of truth; keyed by value so that en.ts can translate them.
const statusLabels: Record<string, string> = Object.fromEntries(
  CLIENT_STATUSES.map(({ value, label }) => [String(value), label]),
)

/** Spanish: the app's language. Every interface string lives here (and in en.ts). */
export const es = {
  app: {
    name: 'Grants Desk',
    tagline: 'Asesoría de ayudas públicas',
    loading: 'Cargando…',
    noBridge: 'La ventana no está conectada con Grants Desk.',
    noticeTitle: 'Aviso',
    retry: 'Reintentar',
  },
  nav: {
    main: 'Navegación principal',
    settings: 'Ajustes',
    profile: 'Mi perfil',
    clients: 'Clientes',
    concessions: 'Concesiones',
    statuses: 'Estados de expediente',
    simulator: 'Simulador',
  },
  header: {
    environment: {
      demo: 'Demostración local',
      fandit: 'FANDIT',
      custom: 'Personalizado',
    },
    logout: 'Cerrar sesión',
    signIn: 'Iniciar sesión',
  },
  login: {
    title: 'Iniciar sesión',
    subtitle: 'Entre con su cuenta del servicio de ayudas.',
    email: 'Correo electrónico',
    emailPlaceholder: 'nombre@despacho.es',
    password: 'Contraseña',
    submit: 'Entrar',
    environment: 'Entorno',
    changeEnvironment: 'Cambiar de entorno',
    remember: 'Recordar sesión',
    rememberOn:
      'Su sesión se guardará en el llavero del sistema y seguirá abierta al volver a abrir la aplicación.',
    rememberOff:
      'El llavero del sistema no está disponible en este equipo: la sesión no se recordará y tendrá que volver a entrar al abrir la aplicación.',
    demoTitle: 'Cuentas de demostración',
    demoHelp:
      'El servicio de demostración funciona en este equipo con datos ficticios. Todas usan la contraseña indicada.',
    use: 'Usar',
    invalidEnvironment: 'Revise el entorno: hay direcciones no válidas.',
    settingsLink: 'Ajustes',
    openSettings: 'Abrir Ajustes',
  },
  profile: {
    title: 'Mi perfil',
    refresh: 'Actualizar',
    name: 'Nombre',
    email: 'Correo electrónico',
    username: 'Usuario',
    company: 'Empresa',
    phone: 'Teléfono',
    platform: 'Plataforma',
    distributor: 'Distribuidor',
    groups: 'Grupos',
    notifications: 'Notificaciones generales',
    notificationsOn: 'Activadas',
    notificationsOff: 'Desactivadas',
    active: 'Cuenta',
    activeOn: 'Activa',
    activeOff: 'Inactiva',
    interests: 'Preferencias de ayudas',
    none: 'Ninguno',
    noExpert:
      'Su cuenta no tiene acceso de experto: las pantallas de clientes y de estados de expedientes no están disponibles. Pida a su plataforma que le dé de alta como experto.',
    catalogueMissing:
      'El servicio no publica su catálogo: algunos elementos se muestran por su identificador (#id).',
    cached: 'Se muestra la copia guardada el {date}.',
    lists: {
      communities: 'Comunidades autónomas',
      provinces: 'Provincias',
      applicants: 'Tipos de solicitante',
      actions: 'Acciones',
      activities: 'Actividades',
      regionTypes: 'Tipos de región',
      fundTypes: 'Tipos de ayuda',
      origins: 'Orígenes de fondos',
    },
  },
  signOut: {
    title: 'Hay cambios sin enviar',
    pending:
      'No hay cambios sin enviar. | Tiene 1 cambio que aún no ha llegado al servicio. Se quedará guardado en este equipo y se enviará la próxima vez que inicie sesión con esta cuenta. | Tiene {n} cambios que aún no han llegado al servicio. Se quedarán guardados en este equipo y se enviarán la próxima vez que inicie sesión con esta cuenta.',
    confirm: 'Cerrar sesión',
    cancel: 'Cancelar',
  },
  erase: {
    title: 'Datos de esta cuenta en este equipo',
    help: 'Para trabajar sin conexión, Grants Desk guarda en este equipo una copia de sus clientes, las respuestas que ha consultado y los cambios pendientes de enviar. Solo los ve esta cuenta. Si deja de usar este equipo, puede borrarlos.',
    button: 'Borrar los datos de esta cuenta en este equipo',
    confirmTitle: '¿Borrar los datos de esta cuenta en este equipo?',
    intro: 'Se borrará de este equipo:',
    cached:
      'Ninguna respuesta guardada (concesiones, simulaciones, estados, perfil). | 1 respuesta guardada (concesiones, simulaciones, estados, perfil). | {n} respuestas guardadas (concesiones, simulaciones, estados, perfil).',
    clients:
      'La copia de sus clientes: ninguno. | La copia de sus clientes: 1 cliente. | La copia de sus clientes: {n} clientes.',
    unsent: 'Ningún cambio sin enviar. | 1 cambio sin enviar. | {n} cambios sin enviar.',
    session: 'La sesión recordada y su entrada en el llavero del sistema.',
    unsentWarning:
      'Ese cambio no ha llegado al servicio y se perderá. Si quiere conservarlo, cancele y sincronice antes con conexión. | Esos cambios no han llegado al servicio y se perderán. Si quiere conservarlos, cancele y sincronice antes con conexión.',
    note: 'Se cerrará la sesión. Los datos del servicio no cambian y los archivos que haya exportado no se borran; podrá volver a iniciar sesión cuando quiera.',
    confirm: 'Borrar y cerrar sesión',
    cancel: 'Cancelar',
    done: 'Se han borrado los datos de esta cuenta en este equipo.',
  },
  expired: {
    title: 'La sesión ha caducado',
    body: 'Por seguridad, vuelva a escribir su contraseña. Lo que tiene en pantalla se conserva.',
    submit: 'Volver a entrar',
    logout: 'Cerrar sesión',
  },
  settings: {
    title: 'Ajustes',
    saved: 'Ajustes guardados.',
    save: 'Guardar cambios',
    discard: 'Descartar',
    keepEditing: 'Seguir editando',
    unsaved: 'Tiene cambios sin guardar en el entorno.',
    environment: {
      title: 'Entorno del servicio',
      help: 'Elija a qué servicio de ayudas se conecta la aplicación.',
      demo: 'Demostración local',
      demoHelp:
        'Un servicio de demostración con datos ficticios que la aplicación arranca en este equipo. No necesita cuenta.',
      fandit: 'FANDIT',
      fanditHelp: 'El servicio real. Si su despacho usa una marca propia, escríbala.',
      brand: 'Marca propia (opcional)',
      brandPlaceholder: 'p. ej. miasesoria',
      custom: 'Personalizado',
      customHelp: 'Dos direcciones libres: la de producción y la de pruebas.',
      baseUrl: 'Dirección de producción',
      testBaseUrl: 'Dirección de pruebas (inicio de sesión y simulador)',
      urls: 'Direcciones en uso',
      demoUrls: 'Se asignan al arrancar el servicio de demostración en este equipo.',
    },
    language: {
      title: 'Idioma',
      es: 'Español',
      en: 'English',
    },
    theme: {
      title: 'Apariencia',
      system: 'Según el sistema',
      light: 'Claro',
      dark: 'Oscuro',
    },
    advanced: {
      title: 'Avanzado',
      help: 'Prefijos de la cabecera Authorization. Cámbielos solo si su proveedor se lo indica.',
      userPrefix: 'Prefijo del token de usuario',
      expertPrefix: 'Prefijo del token de experto',
      reset: 'Restablecer valores por defecto',
      allowInsecure: 'Permitir conexión sin cifrar',
      allowInsecureHelp:
        'Acepta direcciones http:// de otros equipos. Su contraseña y sus tokens viajarían sin protección: márquelo solo en una red de confianza. Las direcciones de este equipo (127.0.0.1, localhost) se aceptan siempre.',
    },
    about: {
      title: 'Acerca de',
      version: 'Versión {version}',
      runtimeElectron: 'Aplicación de escritorio (Electron {version})',
      runtimeWeb: 'Navegador (entorno de pruebas)',
      keychainOn: 'El llavero del sistema está disponible: la sesión se recordará de forma segura.',
      keychainOff:
        'El llavero del sistema no está disponible: la sesión no se recordará al cerrar la aplicación.',
      cnaeCredit: 'Fuente: Instituto Nacional de Estadística (INE), CNAE-2009.',
    },
  },
  clients: {
    title: 'Clientes',
    detailTitle: 'Ficha del cliente',
    editTitle: 'Editar cliente',
    searchPlaceholder: 'Buscar por nombre, NIF, correo, referencia o contactos',
    count: 'Ningún cliente | {n} cliente | {n} clientes',
    empty: 'Ningún cliente coincide con la búsqueda y los filtros.',
    emptyReplica: 'Todavía no hay clientes guardados en este equipo. Pulse «Sincronizar».',
    clearFilters: 'Quitar filtros',
    sync: 'Sincronizar',
    syncing: 'Sincronizando…',
    syncProgress: 'Sincronizando: {done} de {total} páginas',
    synced: 'Clientes sincronizados: {count}.',
    cancelSync: 'Cancelar',
    syncCancelled:
      'Sincronización cancelada: sus clientes guardados en este equipo no han cambiado. Pulse «Sincronizar» cuando quiera volver a intentarlo.',
    updatedAt: 'Actualizado el {date}',
    neverSynced: 'Aún sin sincronizar',
    outbox: 'Bandeja de salida',
    yes: 'Sí',
    no: 'No',
    statusLabel: statusLabels,
    statusOther: 'Estado {n}',
    filters: {
      status: 'Estado',
      province: 'Provincia',
      cnae: 'CNAE',
      expert: 'Gestor',
      public: 'Público',
      all: 'Públicos y privados',
      publicOnly: 'Solo públicos',
      privateOnly: 'Solo no públicos',
    },
    columns: {
      name: 'Nombre o razón social',
      nif: 'NIF',
      province: 'Provincia',
      status: 'Estado',
      cnae: 'CNAE principal',
      expert: 'Gestor',
      public: 'Público',
    },
    pending: {
      pending: 'Pendiente',
      conflict: 'Conflicto',
      failed: 'Rechazado',
    },
    noExpertTitle: 'Su cuenta no tiene acceso de experto',
    toProfile: 'Ir a mi perfil',
    noExpertBody:
      'La gestión de clientes es solo para expertos. Pida a su plataforma que le dé de alta como experto; mientras tanto puede consultar su perfil.',
    /** From the shared field table's names, which the exports use too. */
    fields: CLIENT_FIELD_LABELS.es,
    groups: {
      identification: 'Identificación',
      contact: 'Contacto',
      address: 'Dirección',
      representative: 'Representante legal',
      profile: 'Perfil de ayudas',
      economic: 'Datos económicos',
      project: 'Proyecto',
      managers: 'Gestores',
    },
    detail: {
      back: 'Clientes',
      edit: 'Editar',
      refresh: 'Actualizar',
      refreshed: 'Datos traídos del servicio.',
      pendingField: 'pendiente de enviar',
      pendingAlert:
        'Hay cambios de este cliente en la bandeja de salida: se enviarán al volver la conexión o al sincronizar.',
      conflictAlert:
        'Sus cambios chocan con otros hechos en el servicio mientras tanto. Elija qué valor conservar.',
      failedAlert:
        'El servicio ha rechazado un cambio de este cliente. Revíselo en la bandeja de salida.',
      resolve: 'Resolver',
      viewConcessions: 'Ver concesiones',
      simulate: 'Simular para este cliente',
    },
    edit: {
      save: 'Guardar cambios',
      cancel: 'Cancelar',
      saved: 'Guardado.',
      queued: 'Guardado en la bandeja de salida: se enviará cuando vuelva la conexión.',
      invalid: 'Revise los campos marcados: no se ha enviado nada.',
      serverRefused: 'El servicio no ha aceptado algunos campos: están marcados en el formulario.',
      noChanges: 'No ha cambiado nada.',
      changes: 'Sin cambios | 1 campo cambiado | {n} campos cambiados',
      unsavedTitle: 'Cambios sin guardar',
      unsaved: 'Tiene cambios sin guardar en este cliente. Si sale, se perderán.',
      discard: 'Descartar cambios',
      keepEditing: 'Seguir editando',
      choose: 'Elija…',
      cnaePlaceholder: 'Escriba un código o parte del título',
      datePlaceholder: 'dd/mm/aaaa',
      blankFigure: 'Sin dato',
      publicHelp: 'Lo ven todos los expertos de la plataforma.',
    },
  },
  outbox: {
    title: 'Bandeja de salida',
    help: 'Los cambios hechos sin conexión esperan aquí y se envían, en orden, al volver la conexión.',
    empty: 'No hay cambios pendientes de enviar.',
    status: {
      pending: 'Pendiente',
      conflict: 'Conflicto',
      failed: 'Rechazado',
    },
    savedAt: 'Guardado el {date}',
    open: 'Abrir ficha',
    resolve: 'Resolver conflicto',
    discard: 'Descartar',
    discardConfirm: '¿Descartar este cambio? No se enviará al servicio.',
    discarded: 'Cambio descartado.',
  },
  conflict: {
    title: 'Resolver conflicto',
    intro:
      'Mientras su cambio de «{name}» esperaba, alguien cambió estos datos en el servicio. Elija, campo por campo, qué valor conservar.',
    base: 'Antes',
    mine: 'Mi cambio',
    theirs: 'En el servidor',
    keepMine: 'Mantener mi cambio',
    useTheirs: 'Usar el del servidor',
    resolve: 'Resolver',
    cancel: 'Cancelar',
    resolved: 'Conflicto resuelto.',
  },
  /** Start-up notices by their reason (main sends them in Spanish; other languages use these). */
  notices: {
    database_newer:
      'Sus datos de este equipo («{path}») son de una versión más reciente de Grants Desk y no se han tocado. Mientras use esta versión, nada se guarda en el equipo y no se admiten cambios sin conexión. Instale la versión más reciente.',
    database_migration_failed:
      'No se ha podido actualizar la base de datos local («{path}»). Se ha dejado tal como estaba y la aplicación funciona en solo lectura: los cambios sin conexión no se guardan y la bandeja de salida no se envía. Reinicie la aplicación; si se repite, instale la última versión.',
    database_not_writable:
      'No se puede escribir en la base de datos local («{path}»). Se ha dejado tal como estaba y la aplicación funciona en solo lectura: los cambios sin conexión no se guardan y la bandeja de salida no se envía. Reinicie la aplicación; si se repite, instale la última versión.',
    database_corrupt:
      'La base de datos local estaba dañada y se ha apartado en «{movedTo}». Cambios sin enviar rescatados: {kept}; esperan en la bandeja de salida. Sus clientes se descargarán de nuevo al sincronizar.',
    database_unavailable:
      'No se ha podido abrir la base de datos local «{path}» ({error}) y no se ha modificado. Mientras tanto nada se guarda en este equipo y no se admiten cambios sin conexión. Compruebe los permisos de la carpeta y vuelva a abrir la aplicación.',
  },
  connectivity: {
    offline: 'Sin conexión — datos guardados el {date}',
    offlineNoData: 'Sin conexión — todavía no hay datos guardados en este equipo',
    offlineHelp:
      'Puede consultar y editar sus clientes: los cambios esperan en la bandeja de salida y se envían al volver la conexión.',
  },
  errors: {
    offline: 'Sin conexión con el servicio.',
    timeout: 'El servicio no ha respondido a tiempo.',
    unauthorized: 'La sesión ha caducado.',
    forbidden: 'No tiene permiso para esta operación.',
    no_credits: 'No dispone de créditos suficientes.',
    not_found: 'No se ha encontrado.',
    validation: 'Hay datos no válidos.',
    rate_limited: 'Demasiadas peticiones seguidas.',
    server: 'El servicio ha fallado.',
    bad_response: 'El servicio ha enviado una respuesta incorrecta.',
    conflict: 'Hay un conflicto con los datos del servicio.',
    cancelled: 'Operación cancelada.',
    no_session: 'No hay una sesión iniciada.',
    no_expert: 'Su cuenta no tiene acceso de experto.',
    insecure: 'Conexión sin cifrar rechazada.',
    unknown_op: 'Operación desconocida.',
    storage: 'La base de datos local no puede guardar esto.',
    internal: 'Error inesperado.',
    /** By AppError.reason, with its params. */
    reasons: {
      insecure_transport:
        'La dirección http://{host} no está cifrada: su contraseña y sus tokens viajarían a la vista de cualquiera en la red. Use una dirección https://, o marque «Permitir conexión sin cifrar» en Ajustes → Avanzado si confía en esa red.',
    },
  },
  ...esLookups,
}

export type MessageSchema = typeof es
