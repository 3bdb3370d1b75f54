import { type LoginUser, type UserDetail } from '@shared/wire/user'
import { type DemoAccountKey } from '@shared/session'
import { APPLICANT, GROUPS } from './catalogue-seed'

const DEMO_PASSWORD = 'demo1234'
const PLENTY_OF_CREDITS = 1_000_000

export interface Platform {
  id: number
  name: string
}

const PLATFORMS: readonly Platform[] = [
  { id: 1, name: 'Grants Desk Demo' },
  { id: 2, name: 'Asesores del Norte' },
]

export function platformById(id: number): Platform {
  const platform = PLATFORMS.find((p) => p.id === id)
  if (!platform) throw new RangeError(`Plataforma desconocida: ${id}`)
  return platform
}

/** A demo login, as the README and the CLI list them. */
export interface DemoAccount {
  /** Stable name of the account's part in the demo: the app describes it by this, in its language. */
  key: DemoAccountKey
  email: string
  password: string
  /** What the account is for, in plain Spanish (the demo service's own listing). */
  role: string
  expert: boolean
  /** A «super expert»: sees every client of its platform (SC-AUTH-6). */
  admin: boolean
  platform: number
  credits: number
}

/** An expert: the owner or a collaborator of clients. Not every expert has a demo login. */
export interface Expert {
  id: number
  name: string
  email: string
  platform: number
  admin: boolean
}

export const EXPERTS: readonly Expert[] = [
  {
    id: 301,
    name: 'Laura Martín Gómez',
    email: 'asesora@demo.grantsdesk.es',
    platform: 1,
    admin: false,
  },
  {
    id: 302,
    name: 'Marta Sánchez Ortega',
    email: 'admin@demo.grantsdesk.es',
    platform: 1,
    admin: true,
  },
  {
    id: 303,
    name: 'Pablo Navarro Ruiz',
    email: 'sincreditos@demo.grantsdesk.es',
    platform: 1,
    admin: false,
  },
  {
    id: 304,
    name: 'Javier Ortega Molina',
    email: 'javier.ortega@demo.grantsdesk.es',
    platform: 1,
    admin: false,
  },
  {
    id: 305,
    name: 'Carmen Ruiz Delgado',
    email: 'carmen.ruiz@demo.grantsdesk.es',
    platform: 1,
    admin: false,
  },
  {
    id: 311,
    name: 'Iñigo Etxeberria Arana',
    email: 'norte@demo.grantsdesk.es',
    platform: 2,
    admin: false,
  },
  {
    id: 312,
    name: 'Ane Goikoetxea Urrutia',
    email: 'ane.goikoetxea@demo.grantsdesk.es',
    platform: 2,
    admin: false,
  },
]

export function expertById(id: number): Expert | undefined {
  return EXPERTS.find((expert) => expert.id === id)
}

/** A user who can log in: the login `user`, its password, its expert (if any) and its groups. */
export interface UserAccount {
  account: DemoAccount
  user: LoginUser
  expertId: number | null
  groupIds: readonly number[]
}

interface AccountSeed {
  account: DemoAccount
  id: number
  username: string
  first_name: string
  last_name: string
  expertId: number | null
  groupIds: number[]
  phone: string
  business_name: string
  provinces: number[]
  communities: number[]
}

const SEEDS: readonly AccountSeed[] = [
  {
    account: {
      key: 'adviser',
      email: 'asesora@demo.grantsdesk.es',
      password: DEMO_PASSWORD,
      role: 'Asesora: ve sus clientes y los clientes públicos de su despacho',
      expert: true,
      admin: false,
      platform: 1,
      credits: PLENTY_OF_CREDITS,
    },
    id: 1201,
    username: 'laura.martin',
    first_name: 'Laura',
    last_name: 'Martín Gómez',
    expertId: 301,
    groupIds: [2],
    phone: '+34 611 204 518',
    business_name: 'Martín Asesores de Subvenciones S.L.',
    provinces: [28, 45, 19],
    communities: [13, 8],
  },
  {
    account: {
      key: 'admin',
      email: 'admin@demo.grantsdesk.es',
      password: DEMO_PASSWORD,
      role: 'Administradora del despacho: ve todos sus clientes',
      expert: true,
      admin: true,
      platform: 1,
      credits: PLENTY_OF_CREDITS,
    },
    id: 1202,
    username: 'marta.sanchez',
    first_name: 'Marta',
    last_name: 'Sánchez Ortega',
    expertId: 302,
    groupIds: [1, 2],
    phone: '+34 622 318 940',
    business_name: 'Grants Desk Demo',
    provinces: [],
    communities: [],
  },
  {
    account: {
      key: 'other-firm',
      email: 'norte@demo.grantsdesk.es',
      password: DEMO_PASSWORD,
      role: 'Asesor de otro despacho («Asesores del Norte»): no ve los clientes del primero',
      expert: true,
      admin: false,
      platform: 2,
      credits: PLENTY_OF_CREDITS,
    },
    id: 1203,
    username: 'inigo.etxeberria',
    first_name: 'Iñigo',
    last_name: 'Etxeberria Arana',
    expertId: 311,
    groupIds: [2],
    phone: '+34 633 470 215',
    business_name: 'Asesores del Norte S.L.',
    provinces: [48, 20, 1, 33, 39],
    communities: [16, 3, 6],
  },
  {
    account: {
      key: 'no-expert',
      email: 'usuario@demo.grantsdesk.es',
      password: DEMO_PASSWORD,
      role: 'Usuario sin acceso de experto: no puede ver clientes',
      expert: false,
      admin: false,
      platform: 1,
      credits: PLENTY_OF_CREDITS,
    },
    id: 1204,
    username: 'sergio.castillo',
    first_name: 'Sergio',
    last_name: 'Castillo Vidal',
    expertId: null,
    groupIds: [3],
    phone: '+34 644 902 377',
    business_name: 'Castillo Reformas S.L.',
    provinces: [46],
    communities: [10],
  },
  {
    account: {
      key: 'no-credits',
      email: 'sincreditos@demo.grantsdesk.es',
      password: DEMO_PASSWORD,
      role: 'Asesor sin créditos: ve sus clientes, pero no puede consultar concesiones ni usar el simulador',
      expert: true,
      admin: false,
      platform: 1,
      credits: 0,
    },
    id: 1205,
    username: 'pablo.navarro',
    first_name: 'Pablo',
    last_name: 'Navarro Ruiz',
    expertId: 303,
    groupIds: [2],
    phone: '+34 655 118 063',
    business_name: 'Navarro Consultores S.L.',
    provinces: [41, 29],
    communities: [1],
  },
]

export const DEMO_ACCOUNTS: readonly DemoAccount[] = SEEDS.map((seed) => seed.account)

export const USER_ACCOUNTS: readonly UserAccount[] = SEEDS.map((seed) => ({
  account: seed.account,
  expertId: seed.expertId,
  groupIds: seed.groupIds,
  user: {
    id: seed.id,
    email: seed.account.email,
    username: seed.username,
    first_name: seed.first_name,
    last_name: seed.last_name,
    platform: seed.account.platform,
    is_active: true,
    communities_list: seed.communities,
    provinces_list: seed.provinces,
    applicants_list: [APPLICANT.pyme, APPLICANT.micro, APPLICANT.autonomo],
    region_types_list: [1, 2],
    actions_list: [1, 2, 9, 12, 17, 28],
    activities_list: [3, 8, 9],
    general_notifications: seed.account.expert,
    distributor: platformById(seed.account.platform).name,
    business_name: seed.business_name,
    phone: seed.phone,
    fund_types_list: [1, 2],
    origins_list: [1, 2, 5],
  },
}))

/** The `users/<id>/` form of a login user (SC-USER-1). */
export function userDetailOf(account: UserAccount): UserDetail {
  const { platform, actions_list, ...common } = account.user
  return {
    ...common,
    platform: platformById(platform).name,
    action_items_list: actions_list,
    groups_data: GROUPS.filter((group) => account.groupIds.includes(group.id)),
  }
}
