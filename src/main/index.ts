import { startApp } from './shell/app'

startApp()
