import type { Certificate, CertificateRequest, PagedList, UserBrief } from '@yiying/models';
import { MESSAGES, certificateContract, type CertificateListQuery } from '@yiying/validation';
import type { CertificateDb } from './certificate.db.js';
import { AppError } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { pageFrom, resolvePage } from '../../lib/paging.js';
import { findUserById, findUsersByIds, updateUser, userRowToBrief } from '../identity/index.js';
import type { UploadService } from '../upload/index.js';
import {
  countCertificates,
  findCertificate,
  findLatestCertificate,
  insertCertificate,
  listCertificates,
  reviewCertificate,
} from './certificate.repository.js';
import type { CertificateRow } from './certificate.table.js';

export const ALREADY_PENDING = '认证申请正在审核中，请耐心等待';
export const ALREADY_REVIEWED = '该认证申请已审核';

function toView(row: CertificateRow, user?: UserBrief): Certificate {
  const view: Certificate = {
    certificateId: row.certificate_id,
    identityType: row.identity_type,
    realName: row.real_name,
    organization: row.organization,
    title: row.title,
    document: row.document,
    state: row.state,
    reason: row.reason,
    createTime: row.create_time,
  };
  if (user) view.user = user;
  return view;
}

/** Doctor / student verification: a member asks, an admin decides; the badge follows an approval only. */
export class CertificateService {
  constructor(
    private readonly db: CertificateDb,
    private readonly clock: Clock,
    private readonly uploads: UploadService,
  ) {}

  async current(userId: string): Promise<Certificate | null> {
    const row = await findLatestCertificate(this.db, userId);
    return row ? toView(row) : null;
  }

  async request(userId: string, body: CertificateRequest): Promise<Certificate> {
    if (!(await this.uploads.owns(userId, body.document))) {
      throw new AppError('VALIDATION_FAILED', MESSAGES.documentRequired, [
        { field: 'document', message: MESSAGES.documentRequired },
      ]);
    }
    const latest = await findLatestCertificate(this.db, userId);
    if (latest?.state === 'pending') throw new AppError('BAD_REQUEST', ALREADY_PENDING);
    const now = this.clock();
    const row: CertificateRow = {
      certificate_id: newId(now),
      user_id: userId,
      identity_type: body.identityType,
      real_name: body.realName,
      organization: body.organization,
      title: body.title,
      document: body.document,
      state: 'pending',
      reason: null,
      review_by: null,
      review_time: null,
      create_time: isoAt(now),
      update_time: isoAt(now),
    };
    await insertCertificate(this.db, row);
    await updateUser(this.db, userId, { certificate_state: 'pending' }, isoAt(now));
    return toView(row);
  }

  async list(query: CertificateListQuery): Promise<PagedList<Certificate>> {
    const page = resolvePage(query, certificateContract.pageSize);
    const state = query.state ?? 'pending';
    return pageFrom(
      page,
      (limit, offset) => listCertificates(this.db, state, limit, offset),
      () => countCertificates(this.db, state),
      async (rows) => {
        const users = new Map(
          (
            await findUsersByIds(
              this.db,
              rows.map((r) => r.user_id),
            )
          ).map((u) => [u.user_id, u]),
        );
        return rows.map((row) => {
          const user = users.get(row.user_id);
          return toView(row, user ? userRowToBrief(user) : undefined);
        });
      },
    );
  }

  /** One request with its member, as the console lists it; null when there is none. */
  async detail(id: string): Promise<Certificate | null> {
    const row = await findCertificate(this.db, id);
    if (!row) return null;
    const user = await findUserById(this.db, row.user_id);
    return toView(row, user ? userRowToBrief(user) : undefined);
  }

  /** Approves or rejects a pending request; an approval gives the member the identity type (and badge). */
  async review(
    id: string,
    adminId: string,
    decision: 'approved' | 'rejected',
    reason: string | null,
  ): Promise<Certificate> {
    const row = await findCertificate(this.db, id);
    if (!row) throw new AppError('NOT_FOUND', '认证申请不存在');
    const nowIso = isoAt(this.clock());
    const reviewed = await reviewCertificate(this.db, id, {
      state: decision,
      reason,
      review_by: adminId,
      review_time: nowIso,
    });
    if (!reviewed) throw new AppError('BAD_REQUEST', ALREADY_REVIEWED);
    const latest = await findLatestCertificate(this.db, row.user_id);
    // A decision on an older request must not overwrite the state of a newer one.
    if (latest?.certificate_id === id) {
      await updateUser(
        this.db,
        row.user_id,
        decision === 'approved'
          ? { certificate_state: 'approved', type: row.identity_type }
          : { certificate_state: 'rejected' },
        nowIso,
      );
    }
    const updated = await findCertificate(this.db, id);
    const user = await findUserById(this.db, row.user_id);
    if (!updated) throw new AppError('NOT_FOUND');
    return toView(updated, user ? userRowToBrief(user) : undefined);
  }
}
