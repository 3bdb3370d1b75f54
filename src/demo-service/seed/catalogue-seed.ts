import { type DataFilters } from '@shared/wire/data-filters'
import { VENDOR_CNAES } from './vendor-cnaes'
import { COMMUNITIES } from '@shared/catalogues/communities'
import { PROVINCES } from '@shared/catalogues/provinces'

interface Named {
  id: number
  name: string
}

/** Applicant types: the ids of `applicant_types`, `applicants_list` and the simulator's `applicants_v2`. */
export const APPLICANTS: readonly Named[] = [
  { id: 1, name: 'Autónomo' },
  { id: 2, name: 'Pyme' },
  { id: 3, name: 'Microempresa' },
  { id: 4, name: 'Gran empresa' },
  { id: 5, name: 'Entidad sin ánimo de lucro' },
  { id: 6, name: 'Cooperativa' },
  { id: 7, name: 'Startup o empresa de base tecnológica' },
  { id: 8, name: 'Entidad local' },
]

export const APPLICANT = {
  autonomo: 1,
  pyme: 2,
  micro: 3,
  large: 4,
  nonProfit: 5,
  cooperative: 6,
  startup: 7,
  localEntity: 8,
} as const

const ACTIVITIES: readonly Named[] = [
  { id: 1, name: 'Agricultura y ganadería' },
  { id: 2, name: 'Industria alimentaria' },
  { id: 3, name: 'Industria manufacturera' },
  { id: 4, name: 'Construcción' },
  { id: 5, name: 'Comercio' },
  { id: 6, name: 'Hostelería y turismo' },
  { id: 7, name: 'Transporte y logística' },
  { id: 8, name: 'Tecnologías de la información' },
  { id: 9, name: 'Servicios profesionales' },
  { id: 10, name: 'Energía' },
  { id: 11, name: 'Sanidad y servicios sociales' },
  { id: 12, name: 'Educación y cultura' },
]

type ActionTree = DataFilters['action_items']

/** Actions, grouped as the real service's catalogue groups them. Ids 1–40. */
const ACTION_TREE: NonNullable<ActionTree> = [
  {
    name: 'Digitalización',
    action_groups: [
      {
        name: 'Transformación digital',
        action_items: [
          { id: 1, name: 'Implantación de ERP o CRM' },
          { id: 2, name: 'Comercio electrónico' },
          { id: 3, name: 'Ciberseguridad' },
          { id: 4, name: 'Presencia en internet y redes sociales' },
          { id: 5, name: 'Factura electrónica' },
        ],
      },
      {
        name: 'Industria 4.0',
        action_items: [
          { id: 6, name: 'Automatización y robótica' },
          { id: 7, name: 'Sensorización e internet de las cosas' },
          { id: 8, name: 'Inteligencia artificial y análisis de datos' },
        ],
      },
    ],
  },
  {
    name: 'Sostenibilidad y energía',
    action_groups: [
      {
        name: 'Eficiencia energética',
        action_items: [
          { id: 9, name: 'Mejora de la eficiencia energética' },
          { id: 10, name: 'Rehabilitación energética de edificios' },
          { id: 11, name: 'Sustitución de equipos por otros más eficientes' },
        ],
      },
      {
        name: 'Energías renovables',
        action_items: [
          { id: 12, name: 'Autoconsumo fotovoltaico' },
          { id: 13, name: 'Biomasa y geotermia' },
          { id: 14, name: 'Almacenamiento energético' },
        ],
      },
      {
        name: 'Movilidad y economía circular',
        action_items: [
          { id: 15, name: 'Vehículo eléctrico y puntos de recarga' },
          { id: 16, name: 'Gestión de residuos y economía circular' },
        ],
      },
    ],
  },
  {
    name: 'Innovación e I+D',
    action_groups: [
      {
        name: 'Investigación y desarrollo',
        action_items: [
          { id: 17, name: 'Proyectos de I+D' },
          { id: 18, name: 'Innovación de producto o de proceso' },
          { id: 19, name: 'Patentes y propiedad industrial' },
        ],
      },
      {
        name: 'Colaboración',
        action_items: [
          { id: 20, name: 'Colaboración con centros tecnológicos' },
          { id: 21, name: 'Doctorados industriales' },
        ],
      },
    ],
  },
  {
    name: 'Inversión y crecimiento',
    action_groups: [
      {
        name: 'Inversión productiva',
        action_items: [
          { id: 22, name: 'Adquisición de maquinaria' },
          { id: 23, name: 'Construcción o ampliación de naves' },
          { id: 24, name: 'Modernización de establecimientos comerciales' },
        ],
      },
      {
        name: 'Financiación',
        action_items: [
          { id: 25, name: 'Préstamos participativos' },
          { id: 26, name: 'Capital circulante' },
          { id: 27, name: 'Avales' },
        ],
      },
    ],
  },
  {
    name: 'Empleo y formación',
    action_groups: [
      {
        name: 'Contratación',
        action_items: [
          { id: 28, name: 'Contratación indefinida' },
          { id: 29, name: 'Contratación de jóvenes' },
          { id: 30, name: 'Contratación de personas con discapacidad' },
        ],
      },
      {
        name: 'Formación',
        action_items: [
          { id: 31, name: 'Formación de trabajadores' },
          { id: 32, name: 'Prácticas no laborales' },
        ],
      },
    ],
  },
  {
    name: 'Emprendimiento e internacionalización',
    action_groups: [
      {
        name: 'Creación de empresas',
        action_items: [
          { id: 33, name: 'Puesta en marcha de la actividad' },
          { id: 34, name: 'Cuota cero de autónomos' },
          { id: 35, name: 'Relevo generacional' },
        ],
      },
      {
        name: 'Internacionalización',
        action_items: [
          { id: 36, name: 'Ferias internacionales' },
          { id: 37, name: 'Estudios de mercado exterior' },
          { id: 38, name: 'Implantación en el exterior' },
        ],
      },
      {
        name: 'Turismo y comercio',
        action_items: [
          { id: 39, name: 'Modernización turística' },
          { id: 40, name: 'Promoción comercial' },
        ],
      },
    ],
  },
]

export const ACTION_IDS: readonly number[] = ACTION_TREE.flatMap((top) =>
  top.action_groups.flatMap((group) => group.action_items.map((item) => item.id)),
)

/** Action id → its name, for the texts a grant is described with. */
export const ACTION_NAMES: ReadonlyMap<number, string> = new Map(
  ACTION_TREE.flatMap((top) =>
    top.action_groups.flatMap((group) => group.action_items.map((item) => [item.id, item.name])),
  ),
)

const ORIGINS: readonly Named[] = [
  { id: 1, name: 'Fondos Next Generation EU' },
  { id: 2, name: 'FEDER' },
  { id: 3, name: 'FSE+' },
  { id: 4, name: 'FEADER' },
  { id: 5, name: 'Administración General del Estado' },
  { id: 6, name: 'Comunidad autónoma' },
  { id: 7, name: 'Diputación provincial' },
  { id: 8, name: 'Ayuntamiento' },
]

const TYPES_FUND: readonly Named[] = [
  { id: 1, name: 'Subvención' },
  { id: 2, name: 'Préstamo' },
  { id: 3, name: 'Préstamo participativo' },
  { id: 4, name: 'Aval' },
  { id: 5, name: 'Incentivo fiscal' },
  { id: 6, name: 'Bonificación en cuotas' },
]

const REGIONS_TYPES: readonly Named[] = [
  { id: 1, name: 'Nacional' },
  { id: 2, name: 'Autonómica' },
  { id: 3, name: 'Provincial' },
  { id: 4, name: 'Local' },
  { id: 5, name: 'Europea' },
]

export const GROUPS: readonly Named[] = [
  { id: 1, name: 'Administradores' },
  { id: 2, name: 'Asesores' },
  { id: 3, name: 'Usuarios' },
]

/** The answer of `GET data-filters/` (SC-CAT-3). */
export function buildDataFilters(): Omit<DataFilters, 'cnaes'> {
  return {
    applicants: [...APPLICANTS],
    activities: [...ACTIVITIES],
    action_items: ACTION_TREE,
    communities: COMMUNITIES.map((community) => ({
      id: community.code,
      name: community.displayName,
      provinces: PROVINCES.filter((p) => p.communityCode === community.code).map((p) => ({
        id: p.code,
        name: p.displayName,
      })),
    })),
    provinces: PROVINCES.map((p) => ({ id: p.code, name: p.displayName })),
    origins: [...ORIGINS],
    types_fund: [...TYPES_FUND],
    regions_types: [...REGIONS_TYPES],
    groups: [...GROUPS],
  }
}

/** Credit lines of the vendor's catalogue. */
const CREDIT_LINES = [
  { id: 1, name: 'ICO Empresas', description: 'Línea ICO Empresas y Emprendedores' },
  { id: 2, name: 'ICO Verde', description: 'Línea ICO para la transición ecológica' },
  { id: 3, name: 'ENISA Jóvenes Emprendedores', description: 'Préstamo participativo de ENISA' },
] as const

const USER_PROFILES: readonly Named[] = [
  { id: 1, name: 'Básico' },
  { id: 2, name: 'Pro' },
  { id: 3, name: 'Equipo' },
]

/** The keys the vendor's `data-filters/` has and our description does not (SC-CAT-3 lets them be). */
interface VendorCatalogueExtras {
  cnaes: { id: number; code: string; code2009: string; title: string }[]
  credits: { id: number; name: string; description: string }[]
  user_profile: Named[]
}

export type Catalogue = Omit<DataFilters, 'cnaes'> & Partial<VendorCatalogueExtras>

/** `GET data-filters/` in the vendor dialect: ours plus `cnaes`, `credits` and `user_profile`. */
export function buildVendorDataFilters(): Catalogue {
  return {
    ...buildDataFilters(),
    cnaes: VENDOR_CNAES.map((cnae) => ({ ...cnae })),
    credits: CREDIT_LINES.map((line) => ({ ...line })),
    user_profile: [...USER_PROFILES],
  }
}
