import { TextField, type SchemaForm } from '@yiying/widgets';

/** Values of a form holding a new password under `name` and its repetition under `confirmPassword`. */
export type NewPasswordValues<V, N extends keyof V> = { [K in keyof V]: string } & Record<
  N | 'confirmPassword',
  string
>;

export interface NewPasswordFieldsProps<V extends NewPasswordValues<V, N>, N extends keyof V & string> {
  form: SchemaForm<V>;
  /** The field of the new password (`password`, or `newPassword` where the old one is asked too). */
  name: N;
  /** 新密码 where a password is replaced, 密码 where the first one is set. */
  label?: string;
}

/** The new password and its confirmation, as every password form asks for them. */
export function NewPasswordFields<V extends NewPasswordValues<V, N>, N extends keyof V & string>({
  form,
  name,
  label = '新密码',
}: NewPasswordFieldsProps<V, N>) {
  return (
    <>
      <TextField label={label} type="password" autoComplete="new-password" required {...form.field(name)} />
      <TextField
        label={`确认${label}`}
        type="password"
        autoComplete="new-password"
        required
        {...form.field('confirmPassword')}
      />
    </>
  );
}
