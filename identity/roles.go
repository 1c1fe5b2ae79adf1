package identity

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/internal/store"
	"github.com/recall-mcp/recall/policy"
)

// Audit actions of the roles' rules.
const (
	ActRuleRevoke  = "rule.revoke"
	ActRuleRestore = "rule.restore"
)

// RuleState is one rule's state for one role.
type RuleState struct {
	Role      string
	Rule      policy.Rule
	Revoked   bool
	RevokedAt *time.Time
}

// SetRule revokes (on=false) or restores (on=true) rule for role. The next call of any principal
// with that role sees the change: rules are read per call, never cached.
func (s *Service) SetRule(ctx context.Context, admin policy.Identity, role string, rule policy.Rule, on bool) error {
	if err := policy.ValidateName("role", role); err != nil {
		return errorf(store.CodeInvalid, "%v", err)
	}
	return s.adminTx(ctx, admin, policy.AdminRules, func(tx pgx.Tx) error {
		var err error
		action := ActRuleRestore
		if on {
			_, err = tx.Exec(ctx, `delete from rule_revocations where role = $1 and rule = $2`, role, rule)
		} else {
			action = ActRuleRevoke
			_, err = tx.Exec(ctx, `insert into rule_revocations (role, rule) values ($1, $2) on conflict do nothing`, role, rule)
		}
		if err != nil {
			return err
		}
		return audit(ctx, tx, admin, action, nil, map[string]any{"role": role, "rule": rule})
	})
}

// Rules lists every role that has principals or revocations, with each rule's state.
func (s *Service) Rules(ctx context.Context, admin policy.Identity) ([]RuleState, error) {
	var out []RuleState
	err := s.adminTx(ctx, admin, policy.AdminRules, func(tx pgx.Tx) error {
		var err error
		out, err = listRules(ctx, tx)
		return err
	})
	return out, err
}

func listRules(ctx context.Context, tx pgx.Tx) ([]RuleState, error) {
	rows, err := tx.Query(ctx, `
		with roles as (select role from principals union select role from rule_revocations union select 'member')
		select roles.role, r.rule, rv.revoked_at
		from roles cross join unnest($1::text[]) as r(rule)
		left join rule_revocations rv on rv.role = roles.role and rv.rule = r.rule
		order by roles.role, r.rule`, []string{string(policy.RuleRead), string(policy.RuleManage)})
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (RuleState, error) {
		var st RuleState
		err := r.Scan(&st.Role, &st.Rule, &st.RevokedAt)
		st.Revoked = st.RevokedAt != nil
		return st, err
	})
}
