/** Every query about passagens starts with this key, so one invalidation refreshes them all. */
export const coinsQueryKey = ['coins'] as const;
export const coinPackagesQueryKey = [...coinsQueryKey, 'packages'] as const;
export const coinHistoryQueryKey = [...coinsQueryKey, 'history'] as const;
export const coinOrderQueryKey = (orderId: string) => [...coinsQueryKey, 'order', orderId] as const;
export const paymentsConfigQueryKey = [...coinsQueryKey, 'payments-config'] as const;
export const myOrdersQueryKey = [...coinsQueryKey, 'my-orders'] as const;
