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

// SetRule revokes (on=false) or restores (on=true) rule for role, which must exist (a built-in
// role, one a principal holds, or one a revoked rule names). The next call of any principal with
// that role sees the change: rules are read per call, never cached. Errors: store.CodeInvalid (a
// role that does not exist: its message lists those that do).
func (s *Service) SetRule(ctx context.Context, admin policy.Identity, role string, rule policy.Rule, on bool) error {
	return s.ChangeRule(ctx, admin, RuleChange{Role: role, Rule: rule, On: on})
}

// RuleChange revokes or restores one rule for one role.
type RuleChange struct {
	Role string
	Rule policy.Rule
	On   bool // restore; false: revoke
	// NewRole says Role is meant even though no principal holds it yet (a rule set up before
	// the role's first principal); otherwise a role that does not exist is refused as a typo.
	NewRole bool
}

// ChangeRule is SetRule, with the choice of naming a role no principal holds yet.
func (s *Service) ChangeRule(ctx context.Context, admin policy.Identity, c RuleChange) error {
	if err := policy.ValidateName("role", c.Role); err != nil {
		return errorf(store.CodeInvalid, "%v", err)
	}
	if _, err := policy.ParseRule(string(c.Rule)); err != nil {
		return errorf(store.CodeInvalid, "%v", err)
	}
	return s.adminTx(ctx, admin, policy.AdminRules, func(tx pgx.Tx) error {
		if err := checkRole(ctx, tx, c.Role, c.NewRole); err != nil {
			return err
		}
		var err error
		action := ActRuleRestore
		if c.On {
			_, err = tx.Exec(ctx, `delete from rule_revocations where role = $1 and rule = $2`, c.Role, c.Rule)
		} else {
			action = ActRuleRevoke
			_, err = tx.Exec(ctx, `insert into rule_revocations (role, rule) values ($1, $2) on conflict do nothing`, c.Role, c.Rule)
		}
		if err != nil {
			return err
		}
		return audit(ctx, tx, admin, action, nil, map[string]any{"role": c.Role, "rule": c.Rule})
	})
}

// Roles lists the roles that exist, by name: the built-in ones, every role a principal holds and
// every role a revoked rule names. An admin operation.
func (s *Service) Roles(ctx context.Context, admin policy.Identity) ([]string, error) {
	var out []string
	err := s.adminTx(ctx, admin, policy.AdminPrincipals, func(tx pgx.Tx) error {
		var err error
		out, err = knownRoles(ctx, tx)
		return err
	})
	return out, err
}

func knownRoles(ctx context.Context, q store.TxConn) ([]string, error) {
	rows, err := q.Query(ctx, `select role from principals union select role from rule_revocations
		union select unnest($1::text[]) order by 1`, policy.BuiltinRoles)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowTo[string])
}

// checkRole refuses a role that does not exist, unless newRole says it is meant (policy.CheckRole).
func checkRole(ctx context.Context, q store.TxConn, role string, newRole bool) error {
	known, err := knownRoles(ctx, q)
	if err != nil {
		return err
	}
	if err := policy.CheckRole(role, known, newRole); err != nil {
		return errorf(store.CodeInvalid, "%v", err)
	}
	return nil
}

// Rules lists every role that exists (built in, held by a principal, or named by a revoked
// rule), with each rule's state.
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
		with roles as (select role from principals union select role from rule_revocations union select unnest($2::text[]))
		select roles.role, r.rule, rv.revoked_at
		from roles cross join unnest($1::text[]) as r(rule)
		left join rule_revocations rv on rv.role = roles.role and rv.rule = r.rule
		order by roles.role, r.rule`, []string{string(policy.RuleRead), string(policy.RuleManage)}, policy.BuiltinRoles)
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
