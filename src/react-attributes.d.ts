/**
 * HTML attributes React 18's types do not list. React 18 writes an attribute it does not know as given:
 * `inert=""` makes the element inert, `undefined` leaves the attribute out.
 */
import 'react';

declare module 'react' {
  // Merged into React's own declaration, whose type parameter must keep its name.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    inert?: '' | undefined;
  }
}
