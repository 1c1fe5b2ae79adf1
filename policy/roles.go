package policy

import (
	"fmt"
	"slices"
	"strings"
)

// RoleMember is the role a principal gets when none is named.
const RoleMember = "member"

// BuiltinRoles are the roles every deployment has, whether or not a principal holds them.
var BuiltinRoles = []string{RoleAdmin, RoleMember}

// A role is a name: admin and member are built in, and any other role comes into being with the
// first principal given it. The rules are revoked per role, so a misspelt role in a change is
// not a harmless no-op: revoking a rule for "membr" protects nobody, and a principal moved to
// "admn" silently loses its admin operations. CheckRole is how every change that names a role
// tells a typo from a role that exists.

// CheckRole returns nil when role is one of known (the roles that exist: BuiltinRoles, the roles
// principals hold and the roles revoked rules name), or when newRole says a role nobody has yet
// is meant. Otherwise its error lists the known roles and the closest one, if any.
func CheckRole(role string, known []string, newRole bool) error {
	if err := ValidateName("role", role); err != nil {
		return err
	}
	if newRole || slices.Contains(known, role) {
		return nil
	}
	msg := fmt.Sprintf("unknown role %q", role)
	if s := ClosestName(role, known); s != "" {
		msg += fmt.Sprintf(" (did you mean %s?)", s)
	}
	return fmt.Errorf("%s: the roles are %s; a new role comes into being with the first principal given it (`recall admin principal add NAME --role ROLE`), or where --new-role says it is meant",
		msg, strings.Join(known, ", "))
}

// ClosestName is the name of candidates nearest to s (case aside, at most two edits away, and
// less than half of s), or "" when none is that near.
func ClosestName(s string, candidates []string) string {
	best, bestD := "", 3
	for _, c := range candidates {
		d := editDistance(strings.ToLower(s), strings.ToLower(c))
		if d < bestD && 2*d < len(s) {
			best, bestD = c, d
		}
	}
	return best
}

// editDistance is the Levenshtein distance between a and b, in bytes (names are ASCII).
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
