import {
  CaptchaScope,
  IM_PERMISSION_LABELS,
  ImPermission,
  NAME_MAX_LENGTH,
  TEXTAREA_MAX_LENGTH,
  maskMobile,
} from '@yiying/models';
import { Button, RadioGroup, Switch, TextField, useSchemaForm } from '@yiying/widgets';
import type { IdentityUser, UploadedFile } from '@yiying/api-client';
import { FormMessage, NewPasswordFields } from '../../components/form';
import { MobileCodeFields } from '../../components/sms-code-button';
import { ImageUpload } from '../../components/upload';
import { UserAvatar } from '../../components/user-avatar';
import {
  useBindMobile,
  useChangePassword,
  useCurrentUser,
  useImageUploader,
  useImSetting,
  useSendSms,
  useSetPassword,
  useShowSensitive,
  useStepUp,
  useUpdateImSetting,
  useUpdateProfile,
} from '../../data';
import { Facts, Panel } from '../../components/panel';
import { useState } from 'react';
import { PrivacyPanel } from './privacy-panel';
import { MutePanel } from './mute-panel';
import { needsStepUp, SessionsPanel, StepUpGate } from './account-security';

const rules = () => import('./info-schemas');
const loadProfileSchema = () => rules().then((m) => m.profileSchema);
const loadBindMobileSchema = () => rules().then((m) => m.loginBySmsSchema);
const loadChangePasswordSchema = () => rules().then((m) => m.changePasswordSchema);
const loadSetPasswordSchema = () => rules().then((m) => m.setPasswordSchema);

function ProfileForm({ user }: { user: IdentityUser }) {
  const updateProfile = useUpdateProfile();
  const form = useSchemaForm(
    loadProfileSchema,
    { username: user.username, signature: user.signature ?? '' },
    async ({ username, signature }) => {
      await updateProfile({ username, signature });
      return '保存成功';
    },
    // The fields show what was saved.
    { resetOnSuccess: false },
  );
  return (
    <Panel aria-labelledby="info-profile">
      <h2 id="info-profile">基本资料</h2>
      <form onSubmit={(e) => void form.handleSubmit(e)} noValidate aria-label="基本资料">
        <TextField
          label="昵称"
          required
          maxLength={NAME_MAX_LENGTH}
          autoComplete="nickname"
          {...form.field('username')}
        />
        <TextField label="个性签名" multiline showCount maxLength={TEXTAREA_MAX_LENGTH} {...form.field('signature')} />
        <FormMessage error={form.submitError} success={form.success} />
        <Button type="submit" disabled={form.sending}>
          {form.sending ? '保存中…' : '保存资料'}
        </Button>
      </form>
    </Panel>
  );
}

function AvatarPanel({ user }: { user: IdentityUser }) {
  const updateProfile = useUpdateProfile();
  const upload = useImageUploader();
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const uploaded = async (file: UploadedFile) => {
    try {
      await updateProfile({ avatar: file.url });
      setMessage({ success: '头像已更新' });
    } catch (error) {
      setMessage({
        error: error instanceof Error ? error.message : '头像保存失败',
      });
    }
  };
  return (
    <Panel aria-labelledby="info-avatar">
      <h2 id="info-avatar">头像</h2>
      <Facts>
        <dt>当前头像</dt>
        <dd>
          <UserAvatar user={user} size={80} labelled />
        </dd>
      </Facts>
      <div style={{ marginTop: 16 }}>
        <ImageUpload label="上传头像" progressLabel="头像上传进度" upload={upload} onUploaded={uploaded} />
      </div>
      <FormMessage error={message.error} success={message.success} />
    </Panel>
  );
}

function MobilePanel({ user }: { user: IdentityUser }) {
  const bindMobile = useBindMobile();
  const sendSms = useSendSms();
  const { expired } = useStepUp();
  const form = useSchemaForm(loadBindMobileSchema, { mobile: '', code: '' }, async ({ mobile, code }) => {
    try {
      await bindMobile({ mobile, code });
    } catch (error) {
      if (needsStepUp(error)) expired();
      throw error;
    }
    return '手机号绑定成功，其他设备已退出登录';
  });
  return (
    <Panel aria-labelledby="info-mobile">
      <h2 id="info-mobile">手机绑定</h2>
      <Facts>
        <dt>当前手机</dt>
        <dd>{user.mobile ? maskMobile(user.mobile) : '未绑定'}</dd>
      </Facts>
      <StepUpGate user={user} action="更换手机号">
        <form onSubmit={(e) => void form.handleSubmit(e)} noValidate aria-label="更换手机号" style={{ marginTop: 16 }}>
          <MobileCodeFields
            form={form}
            scope={CaptchaScope.changeMobile}
            sendSms={sendSms}
            mobileLabel="新手机号"
            autoCompleteMobile={false}
          />
          <FormMessage error={form.submitError} success={form.success} />
          <Button type="submit" disabled={form.sending}>
            {form.sending ? '提交中…' : '绑定手机'}
          </Button>
        </form>
      </StepUpGate>
    </Panel>
  );
}

function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const form = useSchemaForm(
    loadChangePasswordSchema,
    { oldPassword: '', newPassword: '', confirmPassword: '' },
    async ({ oldPassword, newPassword }) => {
      await changePassword({ oldPassword, newPassword });
      return '密码修改成功';
    },
  );
  return (
    <form onSubmit={(e) => void form.handleSubmit(e)} noValidate aria-label="修改密码">
      <TextField
        label="原密码"
        type="password"
        autoComplete="current-password"
        required
        {...form.field('oldPassword')}
      />
      <NewPasswordFields form={form} name="newPassword" />
      <FormMessage error={form.submitError} success={form.success} />
      <Button type="submit" disabled={form.sending}>
        {form.sending ? '提交中…' : '修改密码'}
      </Button>
    </form>
  );
}

function SetPasswordForm({ user }: { user: IdentityUser }) {
  const setPassword = useSetPassword();
  const { expired } = useStepUp();
  const form = useSchemaForm(loadSetPasswordSchema, { password: '', confirmPassword: '' }, async ({ password }) => {
    try {
      await setPassword(password);
    } catch (error) {
      if (needsStepUp(error)) expired();
      throw error;
    }
    return '密码设置成功';
  });
  return (
    <StepUpGate user={user} action="设置密码">
      <form onSubmit={(e) => void form.handleSubmit(e)} noValidate aria-label="设置密码">
        <NewPasswordFields form={form} name="password" label="密码" />
        <FormMessage error={form.submitError} success={form.success} />
        <Button type="submit" disabled={form.sending}>
          {form.sending ? '提交中…' : '设置密码'}
        </Button>
      </form>
    </StepUpGate>
  );
}

/** 显示敏感内容: a choice kept in this browser for this member. */
function SensitivePanel() {
  const [show, setShow] = useShowSensitive();
  return (
    <Panel aria-labelledby="info-sensitive">
      <h2 id="info-sensitive">浏览设置</h2>
      <Switch
        label="显示敏感内容"
        checked={show}
        onChange={setShow}
        description="关闭时，标记为敏感内容的图片先模糊显示，点击查看后才显示。此设置只保存在当前浏览器。"
      />
    </Panel>
  );
}

/** 私信设置: who may message the member (the server refuses the others with 403). */
function MessagePermissionPanel() {
  const { data } = useImSetting();
  const save = useUpdateImSetting();
  const [error, setError] = useState<string | null>(null);
  return (
    <Panel aria-labelledby="info-im">
      <h2 id="info-im">私信设置</h2>
      <RadioGroup
        label="谁可以给我发私信"
        name="im-permission"
        direction="row"
        value={data?.permission ?? ''}
        disabled={!data}
        options={Object.values(ImPermission).map((permission) => ({
          value: permission,
          label: IM_PERMISSION_LABELS[permission],
        }))}
        onChange={(permission) => {
          setError(null);
          save(permission).catch((failure: unknown) =>
            setError(failure instanceof Error ? failure.message : '保存失败'),
          );
        }}
      />
      <FormMessage error={error} />
    </Panel>
  );
}

/**
 * Personal settings: nickname and signature, avatar, mobile, password, sensitive images, 屏蔽词, who may message me, and
 * 隐私与数据 (data export and account deletion).
 */
export function InfoPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <h1 className="visually-hidden">个人设置</h1>
      <ProfileForm user={user} />
      <AvatarPanel user={user} />
      <MobilePanel user={user} />
      <Panel aria-labelledby="info-password">
        <h2 id="info-password">{user.hasPassword ? '修改密码' : '设置密码'}</h2>
        {user.hasPassword ? <ChangePasswordForm /> : <SetPasswordForm user={user} />}
      </Panel>
      <SessionsPanel />
      <SensitivePanel />
      <MutePanel />
      <MessagePermissionPanel />
      <PrivacyPanel user={user} />
    </>
  );
}

export default InfoPage;
