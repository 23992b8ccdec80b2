import type { MethodRegistry } from '../rpc/context.ts';
import { handlersByClass } from './registry.gen.ts';

/** Every method's implementation by class and name: exactly the catalogue's (registry.gen.ts). */
export const methodRegistry: MethodRegistry = new Map(
  Object.entries(handlersByClass).map(([className, methods]) => [
    className,
    new Map(Object.entries(methods)),
  ]),
);
