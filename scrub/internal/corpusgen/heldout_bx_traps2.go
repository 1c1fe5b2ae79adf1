package main

import (
	"fmt"
	"strings"
)

// Traps in prose, tool output and data: ids, hashes, talk about passwords, masked values.

func hbxTrapGens2() []hbxGen {
	return []hbxGen{
		{6, hbxTSnowQueryHistory}, {6, hbxTBigQueryJob}, {5, hbxTDatabricksCluster}, {6, hbxTFivetranList},
		{5, hbxTAirbyteLog}, {6, hbxTDbtRunResults}, {6, hbxTDbtRunLog}, {7, hbxTStripeIDs},
		{7, hbxTMaskedChat}, {5, hbxTDatabricksTokenList}, {5, hbxTTableauPATList}, {7, hbxTPasswordPolicy},
		{7, hbxTResetTalk}, {6, hbxTHashedEmails}, {6, hbxTOrdersCsv}, {5, hbxTKafkaGroups},
		{5, hbxTSchemaSubjects}, {5, hbxTAirflowVarsPlain}, {5, hbxTCommitRotate}, {5, hbxTFernetHowTo},
		{5, hbxTSshPubKey}, {5, hbxTRequirements}, {5, hbxTDataContract}, {5, hbxTLookerTheme},
		{5, hbxTPowerBIReports}, {4, hbxTTabcmdPwFile}, {4, hbxTForeignTalk},
	}
}

func hbxTSnowQueryHistory() Sample {
	var rows []string
	for i := 0; i < 3+rng.IntN(3); i++ {
		qid := hbxHex(8) + "-" + hbxDigits(4) + "-" + hbxHex(4) + "-0000-" + hbxDigits(4) + hbxHex(8)
		rows = append(rows, fmt.Sprintf("| %s | %s | %s | %5.1f s | %s |", qid, strings.ToUpper(hbxSvc()), pick([]string{"TRANSFORMING", "BI_WH", "LOAD_WH"}), rng.Float64()*300, hbxDigits(3)+" MB"))
	}
	t := "slowest queries yesterday:\n| QUERY_ID | USER_NAME | WAREHOUSE | ELAPSED | SCANNED |\n|---|---|---|---|---|\n" + strings.Join(rows, "\n") + "\n"
	return hbxT("trap-query-id", "markdown", t)
}

func hbxTBigQueryJob() Sample {
	proj := hbxCo() + "-data-" + hbxDigits(3)
	t := hbxFill(`$ bq show -j {proj}:EU.bquxjob_{a}_{b}
Job {proj}:bquxjob_{a}_{b}

  Job Type    State      Start Time         Duration      User Email                     Bytes Processed
 ---------- --------- ----------------- ---------------- ----------------------------- -----------------
  query      SUCCESS   {d} {c}    0:00:{s}         {sa}   {bytes}
`, "proj", proj, "a", hbxHex(8), "b", hbxHex(11), "d", hbxDate(), "c", hbxClock(), "s", fmt.Sprintf("%02d", rng.IntN(60)),
		"sa", "dbt-prod@"+proj+".iam.gserviceaccount.com", "bytes", hbxDigits(10))
	return hbxT("trap-job-id", "shell", t)
}

func hbxTDatabricksCluster() Sample {
	t := hbxFill(`{
  "cluster_id": "{m}{d}-{h}{mi}{s}-{r}",
  "cluster_name": "{name}",
  "spark_version": "{v}.x-scala2.12",
  "node_type_id": "{node}",
  "autoscale": {"min_workers": 2, "max_workers": {mx}},
  "aws_attributes": {"instance_profile_arn": "arn:aws:iam::{acct}:instance-profile/databricks-{name}"},
  "spark_env_vars": {"WAREHOUSE_TOKEN": "{{secrets/data-eng/warehouse-token}}"}
}
`, "m", fmt.Sprintf("%02d", 1+rng.IntN(12)), "d", fmt.Sprintf("%02d", 1+rng.IntN(28)), "h", fmt.Sprintf("%02d", rng.IntN(24)),
		"mi", fmt.Sprintf("%02d", rng.IntN(60)), "s", fmt.Sprintf("%02d", rng.IntN(60)), "r", rnd(lower+digits, 8),
		"name", pick([]string{"etl-nightly", "ds-shared", "bi-serving"}), "v", pick([]string{"13.3", "14.3", "15.4"}),
		"node", pick([]string{"i3.xlarge", "m5d.2xlarge", "r5d.4xlarge"}), "mx", fmt.Sprint(4+rng.IntN(20)), "acct", hbxDigits(12))
	return hbxT("trap-cluster-config", "json", t)
}

func hbxTFivetranList() Sample {
	var rows []string
	for i := 0; i < 3+rng.IntN(3); i++ {
		rows = append(rows, fmt.Sprintf("%-22s %-18s %-10s %s", rnd(lower, 5+rng.IntN(4))+"_"+rnd(lower, 5+rng.IntN(5)),
			pick([]string{"salesforce", "hubspot", "google_ads", "postgres", "stripe", "zendesk"}), pick([]string{"connected", "broken", "paused"}), hbxTime()+"Z"))
	}
	t := "connector_id           service            status     succeeded_at\n" + strings.Join(rows, "\n") + "\n"
	return hbxT("trap-connector-id", "shell", t)
}

func hbxTAirbyteLog() Sample {
	t := hbxFill(`{ts} replication-orchestrator > Starting replication for connection {conn}, job {job}, attempt {att}
{ts} source > Discovered stream {tbl} (cursor: updated_at)
{ts} destination > Writing to {db}.{tbl} via staging bucket s3://{co}-airbyte-staging/{uuid}/
{ts} replication-orchestrator > Records read: {n}, bytes: {b}
{ts} replication-orchestrator > Sync summary: status=completed
`, "ts", hbxTime(), "conn", hbxUUID(), "job", fmt.Sprint(10000+rng.IntN(90000)), "att", fmt.Sprint(rng.IntN(3)),
		"tbl", hbxTable(), "db", hbxDB(), "co", hbxCo(), "uuid", hbxUUID(), "n", hbxDigits(6), "b", hbxDigits(9))
	return hbxT("trap-uuid", "log", t)
}

func hbxTDbtRunResults() Sample {
	t := hbxFill(`{
  "metadata": {"dbt_version": "1.{m}.{p}", "invocation_id": "{inv}", "generated_at": "{ts}Z"},
  "results": [
    {"unique_id": "model.{co}.{tbl}", "status": "success", "execution_time": {et},
     "adapter_response": {"query_id": "{qid}", "rows_affected": {rows}}},
    {"unique_id": "test.{co}.not_null_{tbl}_id.{h}", "status": "pass", "execution_time": 0.8}
  ],
  "checksum": {"name": "sha256", "checksum": "{sum}"}
}
`, "m", fmt.Sprint(6+rng.IntN(4)), "p", fmt.Sprint(rng.IntN(8)), "inv", hbxUUID(), "ts", hbxTime(), "co", hbxCo(), "tbl", hbxTable(),
		"et", fmt.Sprintf("%.2f", rng.Float64()*90), "qid", hbxHex(8)+"-0000-"+hbxHex(4)+"-0000-"+hbxHex(12), "rows", hbxDigits(5), "h", hbxHex(10), "sum", hbxHex(64))
	return hbxT("trap-checksum", "json", t)
}

func hbxTDbtRunLog() Sample {
	n := 40 + rng.IntN(200)
	t := hbxFill(`{c}:01  Running with dbt=1.{m}.{p}
{c}:02  Registered adapter: {ad}=1.{m}.{p2}
{c}:04  Found {n} models, {k} data tests, 18 sources, 1032 macros
{c}:05  Concurrency: 8 threads (target='prod')
{c}:41  1 of {n} OK created sql incremental model analytics.{tbl} ... [SUCCESS {rows} in 35.2s]
{c}:59  Finished running {n} models in 0 hours 1 minutes and 58.1 seconds (118.1s).
{c}:59  Completed successfully
`, "c", hbxClock(), "m", fmt.Sprint(6+rng.IntN(4)), "p", fmt.Sprint(rng.IntN(8)), "p2", fmt.Sprint(rng.IntN(8)),
		"ad", pick([]string{"snowflake", "bigquery", "databricks", "redshift"}), "n", fmt.Sprint(n), "k", fmt.Sprint(2*n+rng.IntN(100)), "tbl", hbxTable(), "rows", hbxDigits(5))
	return hbxT("trap-version", "log", t)
}

func hbxTStripeIDs() Sample {
	i := rng.IntN(3)
	t := []string{
		"stripe_publishable_key: pk_live_{pk}\nrevenue_dashboard:\n  currency: EUR\n  refresh: hourly\n",
		"customer_id,charge_id,invoice_id,amount\ncus_{c1},ch_{c2},in_{c3},{amt}\ncus_{c4},ch_{c5},in_{c6},{amt2}\n",
		"the mismatch is on charge ch_{c2} for customer cus_{c1}, invoice in_{c3}. refund went through on stripe's side but the fct table missed it",
	}[i]
	return hbxT("trap-publishable-key", []string{"yaml", "csv", "chat"}[i], hbxFill(t, "pk", rnd(alnum, 99), "c1", rnd(alnum, 14), "c2", rnd(alnum, 24),
		"c3", rnd(alnum, 24), "c4", rnd(alnum, 14), "c5", rnd(alnum, 24), "c6", rnd(alnum, 24), "amt", fmt.Sprint(100+rng.IntN(90000)), "amt2", fmt.Sprint(100+rng.IntN(90000))))
}

func hbxTMaskedChat() Sample {
	t := pick([]string{
		"the key in the Airbyte stripe source is sk_live_****{l4}, matches the one in the Stripe dashboard, so that's not it",
		"databricks shows my token as dapi…{l4} (created {d}), is that the one the job uses?",
		"config dump looks fine: password=[REDACTED], token=[REDACTED], host={host}",
		"AWS_SECRET_ACCESS_KEY=**************************************** in the printenv output, good, the masking works",
	})
	return hbxT("trap-masked", "chat", hbxFill(t, "l4", hbxHex(4), "d", hbxDate(), "host", hbxHost()))
}

func hbxTDatabricksTokenList() Sample {
	var rows []string
	for i := 0; i < 2+rng.IntN(3); i++ {
		rows = append(rows, fmt.Sprintf("%s  %-22s %s  %s", hbxHex(64), pick([]string{"dbt local", "airflow", "vscode", "powerbi gateway", "(no comment)"}), hbxDate(), pick([]string{"2026" + hbxDate()[4:], "never"})))
	}
	t := "$ databricks tokens list\nID                                                                Comment                Created     Expires\n" + strings.Join(rows, "\n") + "\n"
	return hbxT("trap-token-id", "shell", t)
}

func hbxTTableauPATList() Sample {
	t := hbxFill(`Personal Access Tokens (Tableau Cloud > My Account Settings)

| Token name | Created | Last used | Expires |
|---|---|---|---|
| {a} | {d1} | {d2} | {d3} |
| {b} | {d4} | never | {d5} |

Note: the secret is shown only once when the token is created; we store it in the Airflow connection "tableau_default".
`, "a", pick([]string{"refresh-bot", "ci-publish"}), "b", pick([]string{"tabcmd-laptop", "old-script"}), "d1", hbxDate(), "d2", hbxDate(), "d3", hbxDate(), "d4", hbxDate(), "d5", hbxDate())
	return hbxT("trap-token-name", "wiki", t)
}

func hbxTPasswordPolicy() Sample {
	t := pick([]string{
		"reminder: Snowflake service user passwords must be at least {n} characters, include a number and a symbol, and are rotated every 90 days by the terraform job.",
		"Q: why did my redshift password stop working?\nA: it expired – the policy is {n} chars min, no reuse of the last 5. Reset it in the self-service portal.",
		"We're moving all BI tools to SSO, so after {d} nobody needs a local password for Looker or Tableau anymore.",
	})
	return hbxT("trap-password-talk", "chat", hbxFill(t, "n", fmt.Sprint(12+rng.IntN(8)), "d", hbxDate()))
}

func hbxTResetTalk() Sample {
	t := pick([]string{
		"{n} I reset your metabase password, you should have an email with a link. let me know if it doesn't show up",
		"rotated the svc_dbt password just now, new one is already in the vault and the dbt cloud connection is updated – no action needed",
		"can someone with ACCOUNTADMIN reset the password for {u}? the user is locked after too many attempts",
	})
	return hbxT("trap-reset-talk", "chat", hbxFill(t, "n", hbxName(), "u", strings.ToUpper(hbxSvc())))
}

func hbxTHashedEmails() Sample {
	var rows []string
	for i := 0; i < 4; i++ {
		rows = append(rows, fmt.Sprintf("%d  %s  %s  %8.2f", i, hbxHex(64), pick([]string{"DE", "FR", "US", "GB", "BR"}), rng.Float64()*2000))
	}
	t := "In [" + fmt.Sprint(5+rng.IntN(20)) + "]: df[['email_sha256', 'country', 'ltv']].head(4)\nOut[..]:\n   email_sha256                                                      country  ltv\n" + strings.Join(rows, "\n") + "\n"
	return hbxT("trap-hash", "notebook", t)
}

func hbxTOrdersCsv() Sample {
	var rows []string
	for i := 0; i < 3+rng.IntN(3); i++ {
		rows = append(rows, fmt.Sprintf("ORD-%s,%s,1Z%s,%s,+49 %s %s,%s", hbxDigits(8), hbxDate(),
			rnd(upper+digits, 16), "DE"+hbxDigits(20), hbxDigits(3), hbxDigits(7), hbxHex(6)))
	}
	return hbxT("trap-order-numbers", "csv", "order_id,order_date,tracking_no,iban,phone,colour_hex\n"+strings.Join(rows, "\n")+"\n")
}

func hbxTKafkaGroups() Sample {
	g := pick([]string{"dwh-sink", "analytics-consumer", "cdc-orders"})
	t := hbxFill(`$ kafka-consumer-groups.sh --bootstrap-server kafka-0.{co}.internal:9093 --describe --group {g} --command-config admin.conf

GROUP     TOPIC          PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG  CONSUMER-ID
{g}  {topic}  0          {o1}         {o1}         0    consumer-{g}-1-{uuid}
{g}  {topic}  1          {o2}         {o3}         {lag}  consumer-{g}-1-{uuid}
`, "co", hbxCo(), "g", g, "topic", pick([]string{"orders.v1", "payments.v2", "clickstream"}), "o1", hbxDigits(7), "o2", hbxDigits(7), "o3", hbxDigits(7),
		"lag", fmt.Sprint(rng.IntN(500)), "uuid", hbxUUID())
	return hbxT("trap-consumer-id", "shell", t)
}

func hbxTSchemaSubjects() Sample {
	t := hbxFill(`$ curl -s -u "$SR_API_KEY:$SR_API_SECRET" {url}/subjects/{s}-value/versions/latest | jq '{id, version}'
{
  "id": {id},
  "version": {v}
}
`, "url", "https://psrc-"+rnd(lower+digits, 5)+".eu-central-1.aws.confluent.cloud", "s", pick([]string{"orders", "payments", "users"}), "id", fmt.Sprint(100000+rng.IntN(900000)), "v", fmt.Sprint(1+rng.IntN(12)))
	return hbxT("trap-env-reference", "shell", t)
}

func hbxTAirflowVarsPlain() Sample {
	t := hbxFill(`{
  "dbt_cloud_account_id": "{acc}",
  "dbt_cloud_job_id_nightly": "{job}",
  "dbt_cloud_api_token": "{{ var.value.dbt_token_from_secrets }}",
  "alert_channel": "#data-alerts",
  "s3_landing_bucket": "{co}-landing-prod",
  "snowflake_conn_id": "snowflake_default"
}
`, "acc", hbxDigits(5), "job", hbxDigits(6), "co", hbxCo())
	return hbxT("trap-airflow-variables", "json", t)
}

func hbxTCommitRotate() Sample {
	t := hbxFill(`commit {sha}
Author: {n} <{e}>
Date:   {d}

    chore: rotate {what} credentials

    New secret stored in {where}; the old one is revoked.
    No code change needed, connections read it at runtime.
`, "sha", hbxHex(40), "n", hbxFull(), "e", hbxEmail(hbxCo()), "d", hbxTime(), "what", pick([]string{"Snowflake svc_dbt", "Fivetran", "Looker API", "Kafka sink"}),
		"where", pick([]string{"AWS Secrets Manager (airflow/connections/warehouse)", "Vault kv/data-platform", "the GitHub environment 'prod'"}))
	return hbxT("trap-commit-sha", "commit", t)
}

func hbxTFernetHowTo() Sample {
	t := pick([]string{
		"{n}: where do I get a fernet key for the local airflow?\n{m}: generate one: python -c \"from cryptography.fernet import Fernet; print(Fernet.generate_key().decode())\" – don't reuse prod's",
		"To rotate the Fernet key: put the new key first in AIRFLOW__CORE__FERNET_KEY, comma, old key; run `airflow rotate-fernet-key`; then drop the old one.",
	})
	return hbxT("trap-howto", "chat", hbxFill(t, "n", hbxName(), "m", hbxName()))
}

func hbxTSshPubKey() Sample {
	key := "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rnd(alnum+"+/", 43)
	if rng.IntN(2) == 0 {
		key = "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + rnd(alnum+"+/", 200)
	}
	t := hbxFill("{n}: can you add my public key to the bastion for the fivetran ssh tunnel?\n{key} {n}@laptop", "n", hbxName(), "key", key)
	return hbxT("trap-public-key", "chat", t)
}

func hbxTRequirements() Sample {
	t := hbxFill(`dbt-core=={a} \
    --hash=sha256:{h1}
dbt-snowflake=={b} \
    --hash=sha256:{h2}
pandas==2.{p}.{q} \
    --hash=sha256:{h3}
`, "a", fmt.Sprintf("1.%d.%d", 6+rng.IntN(4), rng.IntN(8)), "b", fmt.Sprintf("1.%d.%d", 6+rng.IntN(4), rng.IntN(8)), "p", fmt.Sprint(rng.IntN(3)), "q", fmt.Sprint(rng.IntN(4)),
		"h1", hbxHex(64), "h2", hbxHex(64), "h3", hbxHex(64))
	return hbxT("trap-checksum", "text", t)
}

func hbxTDataContract() Sample {
	t := hbxFill(`dataContractSpecification: 0.9.3
id: urn:datacontract:{co}:{tbl}
info:
  title: {tbl}
  owner: {team}
  contact: {email: {e}}
servers:
  production:
    type: snowflake
    account: {acct}
    database: {db}
    schema: MARTS
models:
  {tbl}:
    fields:
      customer_id: {type: string, required: true, pii: false}
      email: {type: string, pii: true, classification: restricted}
`, "co", hbxCo(), "tbl", hbxTable(), "team", pick([]string{"analytics-engineering", "finance-data", "growth"}), "e", hbxEmail(hbxCo()), "acct", hbxSfAccount(), "db", strings.ToUpper(hbxDB()))
	return hbxT("trap-data-contract", "yaml", t)
}

func hbxTLookerTheme() Sample {
	t := hbxFill(`embed theme "{co}_portal":
  background_color: "#{c1}"
  title_color: "#{c2}"
  tile_text_color: "#{c3}"
  allowed embed domains: https://portal.{co}.com, https://*.{co}.io
  embed secret: set in Admin > Platform > Embed (not stored in this repo)
`, "co", hbxCo(), "c1", hbxHex(6), "c2", hbxHex(6), "c3", hbxHex(6))
	return hbxT("trap-colour", "yaml", t)
}

func hbxTPowerBIReports() Sample {
	ws, rep := hbxUUID(), hbxUUID()
	t := hbxFill(`GET https://api.powerbi.com/v1.0/myorg/groups/{ws}/reports
{
  "value": [{
    "id": "{rep}",
    "name": "{name}",
    "embedUrl": "https://app.powerbi.com/reportEmbed?reportId={rep}&groupId={ws}",
    "datasetId": "{ds}"
  }]
}
`, "ws", ws, "rep", rep, "name", pick([]string{"Sales Overview", "Churn Monitor", "Finance P&L"}), "ds", hbxUUID())
	return hbxT("trap-guid", "json", t)
}

func hbxTTabcmdPwFile() Sample {
	t := hbxFill(`$ tabcmd login -s https://{pod}.online.tableau.com -t {site} -u {e} --password-file ~/.tableau/pw.txt
===== Signing in to Tableau Server
===== Succeeded
$ tabcmd refreshextracts --workbook "{wb}" --synchronous
`, "pod", pick([]string{"prod-uk-a", "10ax"}), "site", hbxCo(), "e", hbxEmail(hbxCo()), "wb", pick([]string{"Weekly KPIs", "Sales Funnel", "Ops Daily"}))
	return hbxT("trap-password-file", "shell", t)
}

func hbxTForeignTalk() Sample {
	t := pick([]string{
		"Das Passwort für den Snowflake-User liegt im Vault unter kv/dwh/{u}, bitte nicht in Slack posten.",
		"La contraseña de {u} caducó; la he cambiado y ya está guardada en 1Password.",
		"Le mot de passe de {u} est dans le coffre 'Data' de Bitwarden, demande à {n}.",
	})
	return hbxT("trap-secret-location", "chat", hbxFill(t, "u", hbxSvc(), "n", hbxCap(hbxName())))
}
