package policy

import "fmt"

// RoleAdmin is the role that holds the admin operations. Any other role holds none of them.
const RoleAdmin = "admin"

// TransportCLI marks the admin CLI. Whoever runs it holds the database URL already, so an
// identity built by CLIAdmin acts as a built-in admin (and is audited as transport cli).
const TransportCLI = "cli"

// AdminOp is an operation on the governance of memory rather than on one memory: principals,
// tokens, rules, teams, grants, projects, deletions, audit, runs, export, import, purge, reindex.
// The memory service checks every one of them for the calling identity (Service.requireAdmin),
// whatever the entry point (console, CLI), so no adapter decides an admin rule itself.
type AdminOp string

const (
	AdminPrincipals AdminOp = "admin.principals" // add, role, service flag, run cap, disable, passwords, login links
	AdminTokens     AdminOp = "admin.tokens"     // create, revoke, list
	AdminRules      AdminOp = "admin.rules"      // revoke, restore, list
	AdminTeams      AdminOp = "admin.teams"      // members
	AdminGrants     AdminOp = "admin.grants"     // add, remove, list
	AdminProjects   AdminOp = "admin.projects"   // projects and their members
	AdminDeletions  AdminOp = "admin.deletions"  // everyone's pending deletions
	AdminAudit      AdminOp = "admin.audit"      // the whole audit log
	AdminRuns       AdminOp = "admin.runs"       // list and show any run
	AdminRevert     AdminOp = "admin.revert"     // revert any run
	AdminExport     AdminOp = "admin.export"
	AdminImport     AdminOp = "admin.import"
	AdminPurge      AdminOp = "admin.purge"
	AdminReindex    AdminOp = "admin.reindex" // rebuild the search index
)

// AdminOps lists every admin operation, in a stable order.
var AdminOps = []AdminOp{AdminPrincipals, AdminTokens, AdminRules, AdminTeams, AdminGrants,
	AdminProjects, AdminDeletions, AdminAudit, AdminRuns, AdminRevert, AdminExport, AdminImport, AdminPurge,
	AdminReindex}

// CLIAdmin is the identity of the admin CLI run by operator (for the audit row).
func CLIAdmin(operator string) Identity {
	return Identity{Principal: "cli:" + operator, Transport: TransportCLI}
}

// BuiltinAdmin reports whether id is the admin CLI's identity: no principal behind it, and the
// CLI transport. Only cmd/recall builds such an identity; HTTP and stdio identities always carry
// a principal.
func (id Identity) BuiltinAdmin() bool {
	return id.PrincipalID == "" && id.Transport == TransportCLI
}

// CheckAdmin decides whether a principal may perform an admin operation: only the admin role,
// and never a service principal (an unattended agent governs nothing).
func CheckAdmin(c Caller, op AdminOp) Verdict {
	if c.Service {
		return Verdict{Reason: fmt.Sprintf("service principals (unattended agents) may not perform %s", op)}
	}
	if c.Role != RoleAdmin {
		return Verdict{Reason: fmt.Sprintf("%s needs the %s role; an admin can grant it with `recall admin principal set-role NAME --role admin`", op, RoleAdmin)}
	}
	return Verdict{Allowed: true}
}
