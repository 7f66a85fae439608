import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { object, string } from 'yup';
import { useSchemaForm, type FormSchema, type SchemaFormOptions, type SubmitAction } from '../index';
import { renderWithProviders } from '../test-utils/render';

const schema = object({
  name: string().trim().required('必须填写姓名'),
  city: string(),
});

type Values = { name: string; city: string };

interface ProbeProps {
  action: SubmitAction<Values>;
  options?: SchemaFormOptions;
  /** The schema or its loader (the shared schema by default). */
  rules?: FormSchema;
}

function Probe({ action, options, rules = schema }: ProbeProps) {
  const form = useSchemaForm(rules, { name: '', city: '' }, undefined, options);
  return (
    <form aria-label="probe" noValidate onSubmit={(e) => void form.submitWith(action)(e)}>
      <label>
        姓名
        <input {...form.field('name')} aria-describedby="name-error" />
      </label>
      <span id="name-error">{form.errors.name ?? ''}</span>
      <label>
        城市
        <input {...form.field('city')} />
      </label>
      <span data-testid="city-error">{form.errors.city ?? ''}</span>
      <p data-testid="state">{form.state}</p>
      <p data-testid="error">{form.submitError ?? ''}</p>
      <p data-testid="success">{form.success ?? ''}</p>
      <button type="button" onClick={() => form.setFieldError('city', '暂不支持该城市')}>
        mark
      </button>
      <button type="button" onClick={() => form.setMessage({ success: '验证码已发送' })}>
        note
      </button>
      <button type="submit">提交</button>
    </form>
  );
}

const input = (name: string) => screen.getByRole('textbox', { name });
const text = (id: string) => screen.getByTestId(id).textContent;
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: '提交' })));

describe('useSchemaForm', () => {
  it('runs a submitWith action with the cast values and shows the message it returns', async () => {
    const action = jest.fn(async () => '保存成功');
    renderWithProviders(<Probe action={action} options={{ resetOnSuccess: false }} />);
    await submit();
    expect(action).not.toHaveBeenCalled();
    expect(input('姓名')).toHaveAccessibleDescription('必须填写姓名');
    fireEvent.change(input('姓名'), { target: { value: '  张三 ' } });
    await submit();
    expect(action).toHaveBeenCalledWith({ name: '张三', city: '' });
    expect(text('state')).toBe('success');
    expect(text('success')).toBe('保存成功');
    // An editing form keeps what was saved.
    expect(input('姓名')).toHaveValue('  张三 ');
    fireEvent.change(input('姓名'), { target: { value: '李四' } });
    expect(text('success')).toBe('');
    expect(text('state')).toBe('idle');
  });

  it('empties the form after success by default', async () => {
    renderWithProviders(<Probe action={async () => undefined} />);
    fireEvent.change(input('姓名'), { target: { value: '张三' } });
    await submit();
    expect(input('姓名')).toHaveValue('');
    expect(input('姓名')).not.toHaveAccessibleDescription('必须填写姓名');
  });

  it('shows the failure message and the field messages a server named', async () => {
    const refusal = Object.assign(new Error('参数错误'), {
      errors: [
        { field: 'city', message: '城市不存在' },
        { field: 'unknown', message: '不在表单里' },
      ],
    });
    renderWithProviders(<Probe action={() => Promise.reject(refusal)} />);
    fireEvent.change(input('姓名'), { target: { value: '张三' } });
    await submit();
    expect(text('state')).toBe('failed');
    expect(text('error')).toBe('参数错误');
    expect(text('city-error')).toBe('城市不存在');
    expect(input('姓名')).toHaveValue('张三');
    fireEvent.change(input('城市'), { target: { value: '上海' } });
    expect(text('city-error')).toBe('');
  });

  it('falls back to a generic message, or to what describeError says', async () => {
    const { unmount } = renderWithProviders(<Probe action={() => Promise.reject(new Error(''))} />);
    fireEvent.change(input('姓名'), { target: { value: '张三' } });
    await submit();
    expect(text('error')).toBe('提交失败，请稍后重试');
    unmount();
    renderWithProviders(
      <Probe action={() => Promise.reject('boom')} options={{ describeError: () => ({ message: '网络异常' }) }} />,
    );
    fireEvent.change(input('姓名'), { target: { value: '张三' } });
    await submit();
    expect(text('error')).toBe('网络异常');
  });

  it('lets the page set field and form messages', () => {
    renderWithProviders(<Probe action={async () => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'mark' }));
    expect(text('city-error')).toBe('暂不支持该城市');
    fireEvent.click(screen.getByRole('button', { name: 'note' }));
    expect(text('success')).toBe('验证码已发送');
  });

  it('throws a clear error when handleSubmit has no action', () => {
    const { result } = renderHook(() => useSchemaForm(schema, { name: 'x', city: '' }));
    expect(() => result.current.handleSubmit()).toThrow('pass an onSubmit action to use handleSubmit');
  });

  describe('with a schema loader', () => {
    /** A loader whose schema arrives when the test says so (or whose download fails). */
    function deferredLoader() {
      const pending: Array<{ resolve: (s: typeof schema) => void; reject: (e: Error) => void }> = [];
      const load = jest.fn(() => new Promise<typeof schema>((resolve, reject) => pending.push({ resolve, reject })));
      const arrive = () => act(async () => pending.shift()?.resolve(schema));
      const fail = () =>
        act(async () => pending.shift()?.reject(new Error('Failed to fetch dynamically imported module')));
      return { load, arrive, fail };
    }

    it('loads on the first keystroke and shows the messages once the schema arrives', async () => {
      const { load, arrive } = deferredLoader();
      renderWithProviders(<Probe action={async () => undefined} rules={load} />);
      expect(load).not.toHaveBeenCalled();
      fireEvent.focus(input('城市'));
      expect(load).toHaveBeenCalledTimes(1);
      fireEvent.change(input('姓名'), { target: { value: '   ' } });
      fireEvent.blur(input('姓名'));
      // Not there yet: nothing to say, and the loader ran once for all those touches.
      expect(input('姓名')).not.toHaveAccessibleDescription();
      expect(load).toHaveBeenCalledTimes(1);
      await arrive();
      expect(input('姓名')).toHaveAccessibleDescription('必须填写姓名');
      expect(text('city-error')).toBe('');
      fireEvent.change(input('姓名'), { target: { value: '张三' } });
      expect(input('姓名')).not.toHaveAccessibleDescription();
    });

    it('checks a submit sent before the schema arrived, and sends valid values once it is in', async () => {
      const { load, arrive } = deferredLoader();
      const action = jest.fn(async () => '已发送');
      renderWithProviders(<Probe action={action} rules={load} />);
      await submit();
      expect(load).toHaveBeenCalledTimes(1);
      await arrive();
      expect(action).not.toHaveBeenCalled();
      expect(input('姓名')).toHaveAccessibleDescription('必须填写姓名');
      fireEvent.change(input('姓名'), { target: { value: ' 张三 ' } });
      await submit();
      expect(action).toHaveBeenCalledWith({ name: '张三', city: '' });
      expect(text('success')).toBe('已发送');
    });

    it('sends once when submitted twice while the schema loads', async () => {
      const { load, arrive } = deferredLoader();
      const action = jest.fn(async () => undefined);
      renderWithProviders(<Probe action={action} rules={load} />);
      fireEvent.change(input('姓名'), { target: { value: '张三' } });
      await submit();
      await submit();
      await arrive();
      expect(action).toHaveBeenCalledTimes(1);
      expect(action).toHaveBeenCalledWith({ name: '张三', city: '' });
    });

    it('says the submit failed when the schema does not download, and tries again on the next submit', async () => {
      const { load, arrive, fail } = deferredLoader();
      const action = jest.fn(async () => undefined);
      renderWithProviders(<Probe action={action} rules={load} />);
      fireEvent.change(input('姓名'), { target: { value: '张三' } });
      await submit();
      await fail();
      expect(text('state')).toBe('failed');
      expect(text('error')).toBe('提交失败，请稍后重试');
      expect(action).not.toHaveBeenCalled();
      await submit();
      expect(load).toHaveBeenCalledTimes(2);
      await arrive();
      expect(action).toHaveBeenCalledWith({ name: '张三', city: '' });
    });

    it('has a loaded schema at once in a form opened later', async () => {
      const { load, arrive } = deferredLoader();
      const first = renderWithProviders(<Probe action={async () => undefined} rules={load} />);
      fireEvent.focus(input('姓名'));
      await arrive();
      first.unmount();
      renderWithProviders(<Probe action={async () => undefined} rules={load} />);
      fireEvent.blur(input('姓名'));
      expect(input('姓名')).toHaveAccessibleDescription('必须填写姓名');
      expect(load).toHaveBeenCalledTimes(1);
    });
  });
});
