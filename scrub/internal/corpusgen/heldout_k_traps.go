package main

import "fmt"

// hkTraps are heldout-k's notes without a credential: the same onboarding, incidents, meetings,
// to-dos, handovers and runbooks, talking about access, keys and logins.
var hkTraps = []func() string{
	func() string {
		return "Onboarding for Priya:\n- laptop: MBP 14\n- " + pick(hkSystems) + ": request access in #it-help (SSO)\n- Slack channels: #ops, #data"
	},
	func() string {
		return "Incident 2026-11-19: the deploy key for " + pick(hkSystems) + " expired at 09:40; renewed at 09:52 (ticket OPS-" + fmt.Sprint(1000+rng.IntN(9000)) + ")."
	},
	func() string {
		return "Meeting notes (infra sync)\n* password rotation moves to 60 days\n* API keys go to Vault, path kv/" + pick([]string{"ops", "data"}) + "/api\n* Kenji owns the cutover"
	},
	func() string {
		return "TODO\n[ ] rotate the GitHub token (expires 2026-12-01)\n[ ] renew TLS cert " + bvSHA()[:8] + "\n[x] update runbook"
	},
	func() string {
		return "Handover from Marc: " + pick(hkSystems) + " admin account is admin, password in 1Password under Infra. Everything else is in the vault."
	},
	func() string {
		return "Runbook: restart the exporter\n```bash\nexport EXPORTER_TOKEN=$(vault kv get -field=token kv/ops/exporter)\nsystemctl restart exporter\n```"
	},
	func() string {
		return "Remember: the user prefers dark mode, answers in French, and their GitHub handle is @" + pick([]string{"ines-m", "kenji42", "lena.f"}) + "."
	},
	func() string {
		return "User said: \"log into " + pick(hkSystems) + " with SSO, not the local account\" — keep for the migration task."
	},
	func() string {
		return "Credentials for " + pick(hkSystems) + "\nUser: admin\nPass: (see vault)\nNotes: MFA enforced for this account"
	},
	func() string {
		return "note to self — " + pick(hkSystems) + " pw policy changed to 14 chars on Friday"
	},
	func() string {
		return "config.yaml from the ticket:\n```yaml\nservice:\n  name: sync\n  auth:\n    token_file: /run/secrets/sync-token\n```"
	},
	func() string {
		return "Quick one: can you try resetting the password of " + pick(hkSystems) + " from the admin page? If not, ping me."
	},
	func() string {
		return "Standup: blocked on " + pick(hkSystems) + " access. Lena will add me to the ops group after lunch."
	},
	func() string {
		return "Le jeton du projet est dans le coffre (kv/projet/api), à ne pas partager."
	},
	func() string {
		return "Für " + pick(hkSystems) + ": Benutzer über LDAP, Passwort wie im Windows-Login."
	},
	func() string {
		return "curl -X POST https://api.acme.io/v1/sync \\\n  -H \"Authorization: Bearer $SYNC_TOKEN\" \\\n  -d '{\"full\": true}'"
	},
	func() string {
		return "Release " + bvSemver() + " (commit " + bvSHA() + "), image digest sha256:" + rnd(hexs, 64) + "."
	},
	func() string {
		return "The customer's account id is " + bvUUID() + "; their plan renews on the 3rd."
	},
	func() string {
		return "Router admin page: http://192.168.1.1 → Admin / Wireless / Security; login is admin / (default on the sticker)."
	},
	func() string {
		return "Key takeaways: tokens per request dropped 18%; the secret to faster builds was caching go mod downloads."
	},
}
