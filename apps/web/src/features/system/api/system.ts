import { useQuery } from '@tanstack/react-query';
import { SYSTEM_API } from '@diancan/core';
import { apiQuery, useStoreMutation } from '../../../lib/api-query';

/** Every platform parameter with its value and who changed it last. */
export const useSystemParams = () => useQuery(apiQuery(SYSTEM_API.list, undefined));

/** A version string, or the maintenance switch (the server pushes START_MAINTENANCE / END_MAINTENANCE). */
export const useUpdateSystemParam = () => useStoreMutation(SYSTEM_API.update);

/** Ends every session but this one; every signed-in user is sent to the login page. */
export const useKickOutAllUsers = () => useStoreMutation(SYSTEM_API.kickOutAllUser);

/** The server's caches (entries counted on the instance that answered). */
export const useCaches = () => useQuery(apiQuery(SYSTEM_API.cacheNames, undefined));

/** Empties one cache on every instance. */
export const useDeleteCache = () => useStoreMutation(SYSTEM_API.deleteCache);
