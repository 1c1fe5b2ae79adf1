package policy

import (
	"strings"
	"testing"
)

func TestCheckRole(t *testing.T) {
	known := []string{"admin", "automation", "member"}
	cases := []struct {
		name    string
		role    string
		newRole bool
		wantErr []string // fragments of the message; none: accepted
	}{
		{"a built-in role", "member", false, nil},
		{"a role a principal holds", "automation", false, nil},
		{"a typo of member", "membr", false, []string{`unknown role "membr"`, "did you mean member?", "the roles are admin, automation, member", "--new-role"}},
		{"a typo of admin, by case", "Admin", false, []string{"did you mean admin?"}},
		{"a role nobody has", "superhero", false, []string{`unknown role "superhero"`, "the roles are admin, automation, member"}},
		{"a new role that is meant", "superhero", true, nil},
		{"a new role must still be a name", "super hero", true, []string{"is not valid"}},
		{"no role", "", false, []string{"role is missing"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := CheckRole(tc.role, known, tc.newRole)
			if tc.wantErr == nil {
				if err != nil {
					t.Fatalf("CheckRole(%q) = %v, want nil", tc.role, err)
				}
				return
			}
			if err == nil {
				t.Fatalf("CheckRole(%q) = nil, want an error", tc.role)
			}
			for _, frag := range tc.wantErr {
				if !strings.Contains(err.Error(), frag) {
					t.Errorf("CheckRole(%q) = %q, want it to contain %q", tc.role, err, frag)
				}
			}
			if strings.Contains(tc.name, "nobody") && strings.Contains(err.Error(), "did you mean") {
				t.Errorf("CheckRole(%q) suggests a role that is not near: %q", tc.role, err)
			}
		})
	}
}

func TestClosestName(t *testing.T) {
	names := []string{"admin", "member", "ops"}
	for s, want := range map[string]string{"membr": "member", "admn": "admin", "MEMBER": "member", "op": "", "xyz": "", "auditor": ""} {
		if got := ClosestName(s, names); got != want {
			t.Errorf("ClosestName(%q) = %q, want %q", s, got, want)
		}
	}
}
