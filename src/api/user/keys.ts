export const userKeys = {
  all: ['user'] as const,
  profile: () => [...userKeys.all, 'profile'] as const,
  setProfile: () => [...userKeys.all, 'set-profile'] as const,
};
