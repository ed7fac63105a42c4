import { API, type ConfigUpdateRequest, type MessageConfig } from '@seaside/contract';
import { apiClient } from '@/lib/api-client';

/** `GET /api/configs/list`: every message configuration. */
export async function getConfigs(): Promise<MessageConfig[]> {
  return (await apiClient.get<{ data: MessageConfig[] }>(API.configs.list)).data.data;
}

export interface ConfigUpdateAnswer {
  message: string;
  data: MessageConfig;
}

/** `PUT /api/configs/update/{key}`: value, description and/or status. */
export async function putConfig(key: string, body: ConfigUpdateRequest): Promise<ConfigUpdateAnswer> {
  return (await apiClient.put<ConfigUpdateAnswer>(API.configs.update(key), body)).data;
}

/** `POST /api/configs/refresh`: the game servers read the messages again. */
export async function refreshConfigCache(): Promise<{ message: string }> {
  return (await apiClient.post<{ message: string }>(API.configs.refresh, {})).data;
}
