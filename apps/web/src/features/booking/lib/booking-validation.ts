import { zodResolver } from '@hookform/resolvers/zod';
import { bookingFormSchema } from '@seaside/contract';

/**
 * The BOOK NOW form's resolver: the contract's zod schema through zodResolver. Kept in its own
 * module so zod is fetched right after the page renders instead of in its first-load chunk.
 */
export const bookingResolver = zodResolver(bookingFormSchema);
