import { isApiError, type CertificateState, type IdentityType, type IdentityUser } from '@yiying/api-client';
import { NAME_MAX_LENGTH, USER_TYPE_LABELS, formatDateTime, maskMobile, toUserType } from '@yiying/models';
import { Button, RadioGroup, TextField, useSchemaForm } from '@yiying/widgets';
import { FormMessage } from '../../components/form';
import { ImageUpload } from '../../components/upload';
import { UserAvatar, UserBadge } from '../../components/user-avatar';
import { useCertificate, useCurrentUser, useImageUploader, useRequestCertificate } from '../../data';
import { Preview, StateTag } from './certificate-page.styles';
import { Facts, Panel } from '../../components/panel';

/** How each state of a verification request reads. */
export const CERTIFICATE_STATE_TEXT: Record<CertificateState, string> = {
  pending: '审核中',
  approved: '已通过',
  rejected: '未通过',
};

/** Labels of the request form per identity: hospital / title for doctors, school / major for students. */
export const IDENTITY_FORM: Record<IdentityType, { tab: string; organization: string; title: string }> = {
  doctor: { tab: '医生认证', organization: '医院', title: '职称' },
  student: { tab: '医学生认证', organization: '学校', title: '专业' },
};

const loadCertificateSchema = () => import('./certificate-schema').then((m) => m.certificateSchema);

function PersonalInfo({ user }: { user: IdentityUser }) {
  return (
    <Panel aria-labelledby="cert-info">
      <h1 id="cert-info">个人信息</h1>
      <Facts>
        <dt>头像</dt>
        <dd>
          <UserAvatar user={user} size={64} labelled />
        </dd>
        <dt>昵称</dt>
        <dd>
          {user.username} <UserBadge type={user.type} />
        </dd>
        <dt>身份</dt>
        <dd>{USER_TYPE_LABELS[toUserType(user.type)]}</dd>
        <dt>手机</dt>
        <dd>{user.mobile ? maskMobile(user.mobile) : '未绑定'}</dd>
        <dt>个性签名</dt>
        <dd>{user.signature || '未填写'}</dd>
        <dt>注册时间</dt>
        <dd>{formatDateTime(user.createTime)}</dd>
      </Facts>
    </Panel>
  );
}

/** The request form; a sent request replaces it through the cached request (`useRequestCertificate`). */
function RequestForm() {
  const requestCertificate = useRequestCertificate();
  const upload = useImageUploader();
  const form = useSchemaForm(
    loadCertificateSchema,
    {
      identityType: 'doctor',
      realName: '',
      organization: '',
      title: '',
      document: '',
    },
    async (values) => {
      await requestCertificate({
        identityType: values.identityType === 'student' ? 'student' : 'doctor',
        realName: values.realName,
        organization: values.organization,
        title: values.title,
        document: values.document,
      });
      return '认证申请已提交，请等待审核';
    },
    { resetOnSuccess: false },
  );
  const kind = (form.values.identityType === 'student' ? 'student' : 'doctor') as IdentityType;
  const labels = IDENTITY_FORM[kind];
  return (
    <form onSubmit={(e) => void form.handleSubmit(e)} noValidate aria-label="认证申请">
      <RadioGroup
        label="认证类型"
        name="identityType"
        variant="chip"
        direction="row"
        value={kind}
        options={(Object.keys(IDENTITY_FORM) as IdentityType[]).map((type) => ({
          value: type,
          label: IDENTITY_FORM[type].tab,
        }))}
        onChange={(type) => form.setValue('identityType', type)}
      />
      <TextField
        label="真实姓名"
        required
        maxLength={NAME_MAX_LENGTH}
        autoComplete="name"
        {...form.field('realName')}
      />
      <TextField label={labels.organization} required {...form.field('organization')} />
      <TextField label={labels.title} required {...form.field('title')} />
      <div>
        <span>证明材料</span>
        {form.values.document && <Preview src={form.values.document} alt="已上传的证明材料" />}
        <ImageUpload
          label={form.values.document ? '重新上传' : '上传证明材料'}
          progressLabel="证明材料上传进度"
          upload={upload}
          onUploaded={(file) => form.setValue('document', file.url)}
        />
        {form.errors.document && (
          <span role="alert" style={{ color: '#D70D19', fontSize: 12 }}>
            {form.errors.document}
          </span>
        )}
      </div>
      <FormMessage error={form.submitError} success={form.success} />
      <Button type="submit" disabled={form.sending}>
        {form.sending ? '提交中…' : '提交认证'}
      </Button>
    </form>
  );
}

function Verification() {
  const { data, error, isLoading } = useCertificate();
  if (isLoading) return <p role="status">加载中…</p>;
  if (error) return <p role="alert">{isApiError(error) ? error.message : '加载失败'}</p>;
  const certificate = data ?? null;
  return (
    <>
      {certificate && (
        <Facts aria-label="认证状态">
          <dt>认证类型</dt>
          <dd>{IDENTITY_FORM[certificate.identityType].tab}</dd>
          <dt>状态</dt>
          <dd>
            <StateTag state={certificate.state}>{CERTIFICATE_STATE_TEXT[certificate.state]}</StateTag>
          </dd>
          {certificate.state === 'rejected' && certificate.reason && (
            <>
              <dt>原因</dt>
              <dd>{certificate.reason}</dd>
            </>
          )}
          <dt>提交时间</dt>
          <dd>{formatDateTime(certificate.createTime)}</dd>
        </Facts>
      )}
      {(!certificate || certificate.state === 'rejected') && (
        <div style={{ marginTop: 16 }}>
          <RequestForm />
        </div>
      )}
    </>
  );
}

/** Personal info and the doctor / medical-student verification request with its state. */
export function CertificatePage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <PersonalInfo user={user} />
      <Panel aria-labelledby="cert-request">
        <h2 id="cert-request">身份认证</h2>
        <Verification />
      </Panel>
    </>
  );
}

export default CertificatePage;
