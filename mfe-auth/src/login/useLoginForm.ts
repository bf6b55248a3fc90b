import { useState } from 'react';
import { defaultLoginRole, fieldErrors, loginSchema, type Role } from '@rollcall/contracts';
import { useFields } from '../common/useFields';

/** The login form's values and SPEC §5 validation: errors appear on submit and clear as a field is edited. */
export function useLoginForm() {
  const [role, setRole] = useState<Role>(defaultLoginRole);
  const { values, setErrors, bind } = useFields({ email: '', password: '' });

  /** The parsed payload, or null after showing the field errors. */
  function validate() {
    const parsed = loginSchema.safeParse({ role, ...values });
    if (parsed.success) return parsed.data;
    const byField = fieldErrors(parsed.error);
    setErrors({ email: byField.email, password: byField.password });
    return null;
  }

  return { role, setRole, bind, validate };
}
