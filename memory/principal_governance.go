package memory

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/policy"
)

// ActPrincipalGovernance audits a change of a principal's write budget or delete approval.
const ActPrincipalGovernance = "principal.governance"

// GovernanceUpdate changes what bounds a principal's agents beyond its role and run cap. Fields
// left unset keep their value.
type GovernanceUpdate struct {
	Name string
	// SetWriteBudget says to set WriteBudget (nil: remove the budget).
	SetWriteBudget bool
	WriteBudget    *WriteBudget
	// DeletesNeedApproval, when set, says whether every delete its agents ask for waits for a
	// person's approval.
	DeletesNeedApproval *bool
}

// SetPrincipalGovernance applies u to the principal u.Name; its next call sees it. A budget's
// uses so far still count in the window. An admin operation. Errors: CodeInvalid, CodeNotFound.
func (s *Service) SetPrincipalGovernance(ctx context.Context, admin policy.Identity, u GovernanceUpdate) (Principal, error) {
	if !u.SetWriteBudget && u.DeletesNeedApproval == nil {
		return Principal{}, errorf(CodeInvalid, "nothing to change: give --write-budget N/WINDOW (or none) or --deletes-need-approval=true|false")
	}
	if u.SetWriteBudget {
		if err := checkBudget(u.WriteBudget); err != nil {
			return Principal{}, err
		}
	}
	var out Principal
	err := s.adminTx(ctx, admin, policy.AdminPrincipals, func(tx pgx.Tx) error {
		p, err := principalByName(ctx, tx, u.Name)
		if err != nil {
			return err
		}
		detail := map[string]any{"name": u.Name}
		if u.SetWriteBudget {
			saves, seconds := budgetColumns(u.WriteBudget)
			if _, err := tx.Exec(ctx, `update principals set write_budget = $2, write_budget_seconds = $3 where id = $1`,
				p.ID, saves, seconds); err != nil {
				return err
			}
			p.WriteBudget = u.WriteBudget
			detail["writeBudget"] = "none"
			if u.WriteBudget != nil {
				detail["writeBudget"] = u.WriteBudget.String()
			}
		}
		if u.DeletesNeedApproval != nil {
			if _, err := tx.Exec(ctx, `update principals set deletes_need_approval = $2 where id = $1`,
				p.ID, *u.DeletesNeedApproval); err != nil {
				return err
			}
			p.DeletesNeedApproval = *u.DeletesNeedApproval
			detail["deletesNeedApproval"] = *u.DeletesNeedApproval
		}
		out = p
		return audit(ctx, tx, admin, ActPrincipalGovernance, nil, detail)
	})
	return out, err
}

// checkBudget refuses a budget ParseWriteBudget would not have made.
func checkBudget(b *WriteBudget) error {
	if b == nil {
		return nil
	}
	if b.Saves < 0 || b.Window < minBudgetWindow || b.Window > maxBudgetWindow || b.Window%time.Second != 0 {
		return errorf(CodeInvalid, "write budget: saves must be 0 or more and the window whole seconds from 1s to 31d")
	}
	return nil
}

// budgetColumns is b as principals.write_budget and write_budget_seconds (both nil: none).
func budgetColumns(b *WriteBudget) (*int, *int) {
	if b == nil {
		return nil, nil
	}
	seconds := int(b.Window / time.Second)
	return &b.Saves, &seconds
}
