/**
 * HTML attributes React 18 does not know. It writes such an attribute as given when it is spelt in lower
 * case: `inert=""` makes the element inert, `fetchpriority="high"` asks for an image first, `undefined`
 * leaves the attribute out.
 */
import 'react';

declare module 'react' {
  // Merged into React's own declaration, whose type parameter must keep its name.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    inert?: '' | undefined;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ImgHTMLAttributes<T> {
    fetchpriority?: 'high' | 'low' | 'auto' | undefined;
  }
}
