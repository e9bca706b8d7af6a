import styled from 'styled-components';
import { roleOf, type UserType } from '../types/user';

const Label = styled.span<{ $role: Exclude<UserType, 'regular'> }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $role, theme }) => theme.gradients[$role]};
  color: ${({ $role }) => ($role === 'admin' ? '#fff' : '#1f1300')};
  font-size: 0.68rem;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  line-height: 1.6;
`;

const labels = { admin: 'Admin', premium: 'Premium' } as const;

/** Admin in a blue gradient, Premium in gold; regular players carry no label (docs/product.md §2 Layout). */
export function RoleBadge({ userType }: { userType: UserType | string | null | undefined }) {
  const role = roleOf({ userType });
  if (role === 'regular') return null;
  return <Label $role={role}>{labels[role]}</Label>;
}
