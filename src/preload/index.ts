import { contextBridge, ipcRenderer } from 'electron'
import { createPreloadBridge } from './bridge'

contextBridge.exposeInMainWorld('grants', createPreloadBridge(ipcRenderer))
