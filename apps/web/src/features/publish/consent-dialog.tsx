import { useState } from 'react';
import { PATIENT_CONSENT_LABELS, PatientConsent } from '@yiying/models';
import { Button, Dialog, RadioGroup } from '@yiying/widgets';

export interface ConsentDialogProps {
  open: boolean;
  /** Why it is asked: a medical circle or category, faces left in the pictures, or both. */
  medical: boolean;
  facesLeft: number;
  /** The server's answer when it refused the post for want of an answer (it found faces this device did not). */
  serverReason?: string;
  /** The answer the post already carries, chosen at first. */
  initialValue?: PatientConsent;
  onCancel(): void;
  onConfirm(consent: PatientConsent): void;
}

const OPTIONS = Object.values(PatientConsent).map((value) => ({ value, label: PATIENT_CONSENT_LABELS[value] }));

/** 患者隐私确认: asked before publishing a medical post or one whose pictures still show faces; stored with the post. */
export function ConsentDialog({
  open,
  medical,
  facesLeft,
  serverReason,
  initialValue,
  onCancel,
  onConfirm,
}: ConsentDialogProps) {
  const [value, setValue] = useState<PatientConsent | ''>(initialValue ?? '');
  const [error, setError] = useState<string | undefined>();
  const reasons = [
    medical ? '作品发布在医学类圈子或分类' : '',
    facesLeft > 0 ? `图片中仍有 ${facesLeft} 张未打码的人脸` : '',
  ].filter(Boolean);
  return (
    <Dialog
      open={open}
      title="患者隐私确认"
      width={480}
      onClose={onCancel}
      describedBy="consent-reason"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            返回修改
          </Button>
          <Button
            onClick={() => {
              if (!value) return setError('请选择图片的患者隐私情况');
              onConfirm(value);
            }}
          >
            确认发布
          </Button>
        </>
      }
    >
      <p id="consent-reason">{serverReason ?? `${reasons.join('，')}。发布前请确认图片中患者的隐私已得到保护：`}</p>
      <RadioGroup
        label="图片中的患者"
        options={OPTIONS}
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(undefined);
        }}
        direction="column"
        required
        error={error}
      />
    </Dialog>
  );
}
