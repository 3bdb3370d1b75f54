/** Free texts of the seeded clients: notes, project descriptions and contact roles. */

export const CLIENT_NOTES: readonly string[] = [
  'Prefiere que le llamemos por la mañana.',
  'Pendiente de enviar las cuentas anuales del último ejercicio.',
  'Interesado en ayudas de digitalización; ya tiene presupuesto del proveedor.',
  'Cliente derivado por la gestoría; revisar poderes del administrador.',
  'Solicitó Kit Digital el año pasado; no repetir segmento.',
  'Tiene deudas aplazadas con la Seguridad Social: confirmar que está al corriente.',
  'Quiere ampliar la nave en los próximos dos años.',
  'Contactar solo por correo electrónico.',
  'Revisar si cumple el requisito de minimis antes de presentar.',
  'Reunión de seguimiento prevista para el próximo trimestre.',
  'Empresa familiar en pleno relevo generacional.',
  'Exporta a Francia y Portugal; valorar ayudas de internacionalización.',
]

export const PROJECT_DESCRIPTIONS: readonly string[] = [
  'Implantación de un ERP en la nube para integrar ventas, compras y almacén.',
  'Puesta en marcha de una tienda en línea con pasarela de pago y catálogo sincronizado.',
  'Instalación de placas solares para autoconsumo en la cubierta de la nave.',
  'Sustitución de la maquinaria de producción por equipos de menor consumo.',
  'Renovación de la flota de reparto por furgonetas eléctricas y puntos de recarga.',
  'Desarrollo de un nuevo producto con la colaboración de un centro tecnológico.',
  'Ampliación de las instalaciones para duplicar la capacidad de producción.',
  'Contratación indefinida de dos técnicos y formación de la plantilla.',
  'Participación en ferias internacionales y estudio de mercado en Europa.',
  'Rehabilitación energética del edificio: aislamiento, ventanas y climatización.',
  'Automatización de la línea de envasado con sensores y control de calidad.',
  'Modernización del establecimiento y renovación del escaparate y la iluminación.',
  'Plan de ciberseguridad: copias de seguridad, antivirus gestionado y formación.',
  'Digitalización de la gestión de clientes con un CRM y campañas en redes sociales.',
  'Aprovechamiento de residuos del proceso para fabricar un subproducto comercializable.',
  'Adecuación del alojamiento para turismo sostenible y reservas en línea.',
]

export const CONTACT_ROLES: readonly string[] = [
  'gerente',
  'contabilidad',
  'administración',
  'recursos humanos',
  'dirección técnica',
  'socia',
  'socio',
]

export const REPRESENTATION_TYPES: readonly string[] = [
  'Administrador único',
  'Administrador único',
  'Administradores solidarios',
  'Consejero delegado',
  'Apoderado',
]
