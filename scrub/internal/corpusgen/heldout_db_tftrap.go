package main

import "fmt"

// Terraform traps: the same files and outputs with ids, hashes, references and masks only.

func hdbTFTraps() []func() Sample {
	return []func() Sample{
		func() Sample {
			acct, app := hdbAcct(), hdbApp()
			text := fmt.Sprintf(`  # aws_db_instance.main will be updated in-place
  ~ resource "aws_db_instance" "main" {
        id                       = "db-%s"
        identifier               = "%s-%s"
      ~ password                 = (sensitive value)
        arn                      = "arn:aws:rds:%s:%s:db:%s-%s"
        kms_key_id               = "arn:aws:kms:%s:%s:key/%s"
        # (41 unchanged attributes hidden)
    }

Plan: 0 to add, 1 to change, 0 to destroy.`, rnd(upper+digits, 26), app, hdbEnv(), hdbRegion(), acct, app, hdbEnv(), hdbRegion(), acct, hdbUUID())
			return hdbT("trap-plan-masked", "plan", text)
		},
		func() Sample {
			prov := hdbOf("hashicorp/aws", "hashicorp/google", "hashicorp/azurerm", "cloudflare/cloudflare", "hashicorp/random")
			text := fmt.Sprintf(`# This file is maintained automatically by "terraform init".
# Manual edits may be lost in future updates.

provider "registry.terraform.io/%s" {
  version     = "%d.%d.%d"
  constraints = "~> %d.0"
  hashes = [
    "h1:%s=",
    "zh:%s",
    "zh:%s",
    "zh:%s",
  ]
}`, prov, 3+rng.IntN(3), rng.IntN(80), rng.IntN(5), 4, rnd(alnum+"+/", 43), hdbHex(64), hdbHex(64), hdbHex(64))
			return hdbT("trap-lockfile-hash", "hcl", text)
		},
		func() Sample {
			text := fmt.Sprintf(`{
  "version": 4,
  "terraform_version": "1.%d.%d",
  "serial": %d,
  "lineage": "%s",
  "outputs": {},
  "resources": [
    {
      "mode": "managed",
      "type": "aws_instance",
      "name": "bastion",
      "instances": [
        {
          "attributes": {
            "ami": "ami-%s",
            "arn": "arn:aws:ec2:%s:%s:instance/i-%s",
            "instance_type": "t3.micro",
            "key_name": "%s",
            "private_ip": "%s",
            "subnet_id": "subnet-%s"
          }
        }
      ]
    }
  ]
}`, 5+rng.IntN(6), rng.IntN(8), hdbN(3, 400), hdbUUID(), hdbHex(17), hdbRegion(), hdbAcct(), hdbHex(17), hdbOf("ops-2024", "bastion-key", "deployer"), hdbIP(), hdbHex(17))
			return hdbT("trap-state-ids", "tfstate", text)
		},
		func() Sample {
			text := fmt.Sprintf(`│ Error: Error acquiring the state lock
│
│ Error message: ConditionalCheckFailedException: The conditional request failed
│ Lock Info:
│   ID:        %s
│   Path:      %s-tfstate/%s/terraform.tfstate
│   Operation: OperationTypeApply
│   Who:       %s@%s
│   Version:   1.%d.%d
│   Created:   %s
│   Info:
│
│ Terraform acquires a state lock to protect the state from being written
│ by multiple users at the same time.`, hdbUUID(), hdbOrg(), hdbEnv(), hdbUser(), hdbOf("runner-7f9c", "MacBook-Pro.local", "ip-10-0-3-17"), 6+rng.IntN(5), rng.IntN(6), hdbStamp())
			if hdbCoin() {
				text = "who's holding the lock on " + hdbEnv() + "? if nobody I'll force-unlock\n\n" + text
			}
			return hdbT("trap-lock-id", "shell", text)
		},
		func() Sample {
			n := hdbOf("16", "20", "24", "32")
			text := fmt.Sprintf(`variable "db_password" {
  description = "Master password for the RDS instance. At least %s characters, no '@', '/' or '\"'. Set via TF_VAR_db_password or the workspace variable."
  type        = string
  sensitive   = true

  validation {
    condition     = length(var.db_password) >= %s
    error_message = "The password must be at least %s characters."
  }
}`, n, n, n)
			return hdbT("trap-password-talk", "hcl", text)
		},
		func() Sample {
			text := fmt.Sprintf(`# terraform.tfvars.example — copy to terraform.tfvars and fill in
region          = "%s"
db_username     = "app"
db_password     = "%s"   # change this, never commit the real one
datadog_api_key = "%s"
slack_webhook   = "https://hooks.slack.com/services/XXXXXXXXX/XXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX"`, hdbRegion(), hdbOf("CHANGE_ME", "changeme", "<db-password>", "REPLACE_ME"), hdbOf("<your-datadog-api-key>", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "YOUR_API_KEY"))
			return hdbT("trap-placeholder", "hcl", text)
		},
		func() Sample {
			text := fmt.Sprintf(`│ Error: creating EC2 Instance: operation error EC2: RunInstances, https response error StatusCode: 403, RequestID: %s, api error UnauthorizedOperation: You are not authorized to perform this operation. User: arn:aws:sts::%s:assumed-role/%s/%s is not authorized to perform: ec2:RunInstances on resource: arn:aws:ec2:%s:%s:instance/*. Encoded authorization failure message: %s
│
│   with aws_instance.worker[0],
│   on main.tf line %d, in resource "aws_instance" "worker":`, hdbUUID(), hdbAcct(), hdbOf("TerraformDeploy", "GitHubActionsRole", "ci-deployer"), hdbOf("aws-go-sdk-1718", "GitHubActions", "terraform"), hdbRegion(), hdbAcct(), rnd(b64url, hdbN(300, 480)), 10+rng.IntN(90))
			return hdbT("trap-encoded-message", "log", text)
		},
		func() Sample {
			text := fmt.Sprintf(`$ terraform output
cluster_name = "%s-%s"
db_endpoint = "%s.%s.%s.rds.amazonaws.com:5432"
db_password = <sensitive>
private_subnet_ids = [
  "subnet-%s",
  "subnet-%s",
]
vpc_id = "vpc-%s"`, hdbApp(), hdbEnv(), hdbApp(), rnd(lower+digits, 12), hdbRegion(), hdbHex(17), hdbHex(17), hdbHex(17))
			return hdbT("trap-output-masked", "shell", text)
		},
		func() Sample {
			org, app, env := hdbOrg(), hdbApp(), hdbEnv()
			text := fmt.Sprintf(`Run run-%s triggered by %s (%s)
Workspace: %s / %s-%s (ws-%s)
Configuration version: cv-%s
Plan: 3 to add, 1 to change, 0 to destroy
Cost estimation: +$%d.%02d/mo
Policy check: passed (4 policies, 0 advisory failures)
https://app.terraform.io/app/%s/workspaces/%s-%s/runs/run-%s`, rnd(alnum, 16), hdbPerson(), hdbOf("VCS", "UI", "API"), org, app, env, rnd(alnum, 16), rnd(alnum, 16), rng.IntN(400), rng.IntN(100), org, app, env, rnd(alnum, 16))
			return hdbT("trap-run-id", "log", text)
		},
		func() Sample {
			app, env := hdbApp(), hdbEnv()
			text := fmt.Sprintf(`data "aws_secretsmanager_secret_version" "db" {
  secret_id = "%s/%s/db-master"
}

locals {
  db_creds = jsondecode(data.aws_secretsmanager_secret_version.db.secret_string)
}

resource "aws_db_instance" "main" {
  identifier = "%s-%s"
  username   = local.db_creds.username
  password   = local.db_creds.password
}`, env, app, app, env)
			return hdbT("trap-secret-reference", "hcl", text)
		},
		func() Sample {
			text := hdbOf(
				fmt.Sprintf("%s: rotated the %s RDS master pw this morning. new one is in Secrets Manager under %s/rds/master, TF has ignore_changes on password so don't panic if plan shows nothing", hdbPerson(), hdbEnv(), hdbEnv()),
				fmt.Sprintf("%s: heads up, TF_VAR_db_password in the %s workspace is now a sensitive var set from Vault (kv/%s/db). if your local plan wants to change the password, pull the latest and run with -refresh-only first", hdbPerson(), hdbEnv(), hdbApp()),
				fmt.Sprintf("%s: la contraseña del RDS de %s ya no está en tfvars, la movimos a SSM (/%s/db/password). Si falla el plan, pedidme acceso al parámetro", hdbPerson(), hdbEnv(), hdbApp()),
			)
			return hdbT("trap-password-talk", "chat", text)
		},
		func() Sample {
			proj := hdbOf("acme", "nw", "globex") + "-" + hdbEnv() + "-" + rnd(digits, 6)
			sa := hdbOf("terraform", "ci-deploy", "packer-builder")
			text := fmt.Sprintf(`# google_service_account.%s:
resource "google_service_account" "%s" {
    account_id   = "%s"
    disabled     = false
    display_name = "Terraform deployer"
    email        = "%s@%s.iam.gserviceaccount.com"
    id           = "projects/%s/serviceAccounts/%s@%s.iam.gserviceaccount.com"
    member       = "serviceAccount:%s@%s.iam.gserviceaccount.com"
    project      = "%s"
    unique_id    = "%s"
}`, sa, sa, sa, sa, proj, proj, sa, proj, sa, proj, proj, hdbNum(21))
			return hdbT("trap-service-account-id", "tfstate", text)
		},
		func() Sample {
			acct, reg, id := hdbAcct(), hdbRegion(), hdbUUID()
			text := fmt.Sprintf(`# aws_kms_key.state:
resource "aws_kms_key" "state" {
    arn                     = "arn:aws:kms:%s:%s:key/%s"
    deletion_window_in_days = 30
    description             = "Terraform state encryption key"
    enable_key_rotation     = true
    id                      = "%s"
    key_id                  = "%s"
    key_usage               = "ENCRYPT_DECRYPT"
    multi_region            = false
}`, reg, acct, id, id, id)
			return hdbT("trap-kms-key-id", "tfstate", text)
		},
		func() Sample {
			text := fmt.Sprintf(`provider "azurerm" {
  features {}
  use_oidc        = true
  subscription_id = "%s"
  tenant_id       = "%s"
  client_id       = "%s" # sp-%s-deployer, federated credential for GitHub
}`, hdbUUID(), hdbUUID(), hdbUUID(), hdbEnv())
			return hdbT("trap-azure-ids", "hcl", text)
		},
		func() Sample {
			text := fmt.Sprintf(`commit %s
Author: %s <%s@%s>

    rds: let AWS manage the master password (#%d)

    Moves the master password out of tfvars. RDS now stores it in
    Secrets Manager and rotates it every 7 days.

--- a/modules/rds/main.tf
+++ b/modules/rds/main.tf
@@ -12,7 +12,7 @@ resource "aws_db_instance" "this" {
   username = var.db_username
-  password = var.db_password
+  manage_master_user_password = true`, hdbSha(), hdbPerson(), "dev", hdbDomain(), 100+rng.IntN(900))
			return hdbT("trap-commit-sha", "diff", text)
		},
		func() Sample {
			text := fmt.Sprintf(`# frontend.auto.tfvars
stripe_publishable_key = "pk_live_%s"
google_client_id       = "%s-%s.apps.googleusercontent.com"
sentry_environment     = "%s"
cdn_origin             = "%s.%s"
# the Stripe secret key and OAuth client secret are read from SSM (/web/%s/*)`, rnd(alnum, hdbN(24, 99)), hdbNum(12), rnd(lower+digits, 32), hdbEnv(), hdbApp(), hdbDomain(), hdbEnv())
			return hdbT("trap-publishable-key", "hcl", text)
		},
		func() Sample {
			text := fmt.Sprintf(`provider "github" {
  owner = "%s"
  app_auth {
    id              = "%s"
    installation_id = "%s"
    pem_file        = file(var.github_app_pem_path)
  }
}`, hdbOrg(), hdbNum(6), hdbNum(8))
			return hdbT("trap-secret-reference", "hcl", text)
		},
	}
}
