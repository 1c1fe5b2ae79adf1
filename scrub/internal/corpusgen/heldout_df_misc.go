package main

import (
	"fmt"
	"strings"
)

// Mixed library-systems texts: webhooks, wiki tables, diffs, logs, and look-alike identifiers.

func hdfMiscGens() []hdfGen {
	return []hdfGen{
		{4, hdfTeamsHook},
		{4, hdfWikiAccounts},
		{4, hdfDiffAlmaKey},
		{3, hdfILLiadConnStr},
		{3, hdfZapierHook},
		{3, hdfSudocFR},
		// traps
		{5, hdfTrapTeamsRef},
		{5, hdfTrapWikiVault},
		{4, hdfTrapDiffEnv},
		{4, hdfTrapJDBCError},
		{4, hdfTrapDataURI},
		{5, hdfTrapStaffDir},
		{5, hdfTrapShipment},
		{4, hdfTrapReleaseNotes},
		{5, hdfTrapRFID},
	}
}

func hdfTeamsHook() Sample {
	url := fmt.Sprintf("https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/%s",
		hdfP("eastmoor", "rsuedu", "unihohenfeld", "northgate"), hdfUUID(), hdfUUID(), hdfHex(32), hdfUUID(), "V2"+hdfR(hdfB64U, 44))
	t := hdfP(
		fmt.Sprintf("Library systems meeting %s\nAttendees: %s, %s, %s\n- Alma release notes reviewed, no blockers\n- Harvest failures now post to the Teams channel via %s\n- Next: Primo VE UI customisation package", hdfDate(), hdfP(hdfFirst...), hdfP(hdfFirst...), hdfP(hdfFirst...), url),
		fmt.Sprintf("alerts:\n  teams_webhook: %s\n  on: [harvest_failed, disk_80pct]\n", url))
	return hdfS("teams-webhook", "note", t, []string{url})
}

func hdfWikiAccounts() Sample {
	p1, p2 := hdfPw(), hdfPw()
	host := hdfRepoHost()
	t := fmt.Sprintf(`## Service accounts (repository)

| System | Account | Password | Notes |
|---|---|---|---|
| DSpace admin | repo-admin@%s | %s | web UI only |
| Solr | solr | %s | basic auth in front of /solr |
| OAI harvester | - | - | public endpoint |

Last checked %s by %s.`, strings.TrimPrefix(host, strings.Split(host, ".")[0]+"."), p1, p2, hdfDate(), hdfP(hdfFirst...))
	return hdfS("service-password", "markdown", t, []string{p1, p2}, "OAI harvester")
}

func hdfDiffAlmaKey() Sample {
	key := hdfAlmaKey()
	t := fmt.Sprintf(`commit %s
Author: %s %s <%s@%s>
Date:   %s

    add analytics report path for COUNTER stats

diff --git a/config/alma.yml b/config/alma.yml
@@ -3,4 +3,5 @@ alma:
   region: %s
   institution: %s_INST
+  api_key: %s
+  analytics_path: /shared/%s/Reports/COUNTER_R5
`, hdfHex(40), hdfP(hdfFirst...), hdfP(hdfLast...), hdfP("dev", "j.doe", "libsys"), hdfOrg().dom, hdfDate(), hdfAlmaRegion(), hdfOrg().code, key, hdfP("Eastmoor", "RSU", "Carrow"))
	return hdfS("alma-api-key", "diff", t, []string{key}, "analytics_path")
}

func hdfILLiadConnStr() Sample {
	pw := hdfPw()
	t := fmt.Sprintf(`%s ERROR ILLiad.WebPlatform.Data - could not open connection
System.Data.SqlClient.SqlException (0x80131904): Login failed for user 'illiadweb'.
   ConnectionString: Server=%s;Database=ILLData;User Id=illiadweb;Password=%s;Encrypt=True
   at System.Data.SqlClient.SqlInternalConnectionTds..ctor(...)
`, hdfStamp(), hdfP("sql01\\ILLIAD", "10.20.4.15,1433", "illiad-db.internal"), pw)
	return hdfS("db-password", "log", t, []string{pw}, "User Id=illiadweb")
}

func hdfZapierHook() Sample {
	url := fmt.Sprintf("https://hooks.zapier.com/hooks/catch/%d/%s/", hdfN(1000000, 19999999), hdfR(hdfLoDig, 7))
	t := hdfP(
		fmt.Sprintf("Flux des nouvelles acquisitions : le formulaire LibWizard envoie chaque suggestion d'achat au webhook Zapier %s, qui crée une ligne dans le tableau des acquisitions.", url),
		fmt.Sprintf("purchase-suggestion form -> Zapier: POST %s (zap '%s')", url, hdfP("PDA to Sheets", "New suggestion -> Trello", "ILL to Slack")))
	return hdfS("zapier-webhook", "note", t, []string{url})
}

func hdfSudocFR() Sample {
	login := fmt.Sprintf("%d%s", hdfN(100000, 999999), hdfP("A", "B", "X"))
	pw := hdfR(hdfAlnum, hdfN(8, 10))
	f := hdfP("Chloé", "Inès", "Lucas", "Margaux")
	t := hdfP(
		fmt.Sprintf("%s : pour cataloguer dans WinIBW pendant mon absence, utilise mon login %s, mot de passe %s. Pense à te déconnecter !", f, login, pw),
		fmt.Sprintf("Accès WinIBW (Sudoc) du service\n  login : %s\n  mot de passe : %s\n  ILN : %d", login, pw, hdfN(1, 300)))
	return hdfS("cataloguing-password", "chat", t, []string{pw}, login)
}

// ---- traps ----

func hdfTrapTeamsRef() Sample {
	t := hdfP(
		"Harvest failures now post to the 'Library Systems' Teams channel. The incoming-webhook URL is in Key Vault (secret teams-lib-alerts), not in the repo.",
		"alerts:\n  teams_webhook: ${TEAMS_WEBHOOK_URL}\n  on: [harvest_failed, disk_80pct]\n",
		"Discord/Teams webhooks for the library bots: never paste the full URL in tickets, link the vault entry instead (kv/library/webhooks).")
	return hdfT("trap-env-reference", "note", hdfCfgWrap(t))
}

func hdfTrapWikiVault() Sample {
	t := fmt.Sprintf(`## Service accounts (repository)

| System | Account | Password | Notes |
|---|---|---|---|
| DSpace admin | repo-admin@%s | in Vault: kv/repo/dspace-admin | web UI only |
| Solr | solr | in Vault: kv/repo/solr | basic auth |
| Crossref deposit | %s/%s | ask %s | role account |
`, hdfOrg().dom, "deposits@"+hdfOrg().dom, hdfR(hdfLo, 5), hdfP(hdfFirst...))
	return hdfT("trap-env-reference", "markdown", t)
}

func hdfTrapDiffEnv() Sample {
	t := fmt.Sprintf(`diff --git a/config/alma.yml b/config/alma.yml
@@ -3,4 +3,4 @@ alma:
   region: %s
   institution: %s_INST
-  api_key: REPLACE_ME
+  api_key: <%%= ENV.fetch("ALMA_API_KEY") %%>
`, hdfAlmaRegion(), hdfOrg().code)
	return hdfT("trap-env-reference", "diff", t)
}

func hdfTrapJDBCError() Sample {
	t := hdfP(
		fmt.Sprintf("%s ERROR koha-plack: DBI connect('database=koha_library;host=localhost','koha_library',...) failed: Access denied for user 'koha_library'@'localhost' (using password: YES)", hdfStamp()),
		fmt.Sprintf("%s WARN  org.dspace.storage.rdbms - FATAL: password authentication failed for user \"dspace\" (SQLSTATE 28P01)", hdfStamp()))
	return hdfT("trap-log", "log", t)
}

func hdfTrapDataURI() Sample {
	t := fmt.Sprintf(`<img class="cover" alt="Cover: %s" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAABgCAYAAAB%s=" />`,
		hdfP("Die Bibliothek als Ort", "Urban Water Systems", "Handschriften des Mittelalters"), hdfR(hdfB64S, hdfN(120, 300)))
	return hdfT("trap-base64", "html", t)
}

func hdfTrapStaffDir() Sample {
	var b strings.Builder
	o := hdfOrg()
	b.WriteString("name,role,email,phone,room\n")
	for i := 0; i < hdfN(3, 6); i++ {
		f, l, u := hdfWho()
		fmt.Fprintf(&b, "%s %s,%s,%s@%s,+%d %d %s,%s\n", f, l, hdfP("Subject librarian", "Metadata librarian", "Repository manager", "ILL officer", "Systems librarian"), u, o.dom, hdfN(30, 49), hdfN(10, 99), hdfD(7), hdfP("A", "B", "C")+"."+hdfD(3))
	}
	return hdfT("trap-contact", "csv", b.String())
}

func hdfTrapShipment() Sample {
	t := fmt.Sprintf("Approval plan shipment from %s: invoice %s-%d, %d volumes, tracking %s (%s). ISBNs with problems: 978%s, 978%s -- damaged, return label requested.",
		hdfP("Harrassowitz", "GOBI", "Casalini", "Puvill"), hdfR(hdfUp, 2), hdfN(100000, 999999), hdfN(5, 80),
		hdfP("1Z"+hdfR(hdfUp+hdfDig, 16), "JJD"+hdfD(18), hdfD(12)), hdfP("UPS", "DHL", "FedEx"), hdfD(10), hdfD(10))
	return hdfT("trap-tracking-number", "mail", t)
}

func hdfTrapReleaseNotes() Sample {
	t := fmt.Sprintf(`## Library website %d.%d.%d (%s)
- Primo VE customisation package bumped to %s_INST-NUI-%d
- new brand colours: primary #%s, accent #%s
- build %s, image sha256:%s`, hdfN(2, 5), hdfN(0, 20), hdfN(0, 9), hdfDate(), hdfOrg().code, hdfN(100, 999), hdfR(hdfHexU, 6), hdfR(hdfHexU, 6), hdfHex(12), hdfHex(64))
	return hdfT("trap-version", "markdown", t)
}

func hdfTrapRFID() Sample {
	var b strings.Builder
	b.WriteString("RFID tag audit, shelf " + hdfP("QA76", "PN1009", "Z665", "HD30") + "." + hdfD(2) + "\n")
	for i := 0; i < hdfN(3, 6); i++ {
		fmt.Fprintf(&b, "EPC %s  item %s  %s\n", hdfR(hdfHexU, 24), hdfBarcode(), hdfP("OK", "OK", "MISSHELVED", "NOT IN SYSTEM"))
	}
	return hdfT("trap-rfid", "log", b.String())
}
